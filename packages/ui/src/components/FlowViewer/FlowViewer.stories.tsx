// Over 300 lines: the flow viewer's 17 stories, one per state of a process, with their play checks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Workflow } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectDialogInEveryTheme, inAllThemes } from '../../stories/support/allThemes';
import { tabTo } from '../../stories/support/play';
import { Button } from '../Button';
import { type FlowHistoryNode, FlowViewer, FlowViewerDialog, markerClass } from '.';
import { leaveDoneHistory, leaveHistory, orderHistory, simpleHistory } from './fixtures/histories';
import leaveXml from './fixtures/leave.bpmn?raw';
import orderXml from './fixtures/order-fulfilment.bpmn?raw';
import simpleXml from './fixtures/simple-approval.bpmn?raw';

export default {
  title: 'Data/FlowViewer',
  component: FlowViewer,
  args: { xml: leaveXml, history: leaveHistory, height: 420, onError: fn(), onReady: fn() },
  argTypes: { xml: { control: false }, history: { control: 'object' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowViewer>;
type Story = StoryObj<typeof FlowViewer>;

// ---------------------------------------------------------------------------------------------
// Helpers for play functions

const READY_TIMEOUT = { timeout: 20_000 };

/** Waits until bpmn-js has rendered the diagram inside `scope` and returns the viewer's root. */
async function ready(scope: HTMLElement): Promise<HTMLElement> {
  let root: HTMLElement | null = null;
  await waitFor(() => {
    root = scope.querySelector<HTMLElement>('[data-status="ready"]');
    expect(root).not.toBeNull();
    expect(root?.querySelector('svg .djs-element')).not.toBeNull();
  }, READY_TIMEOUT);
  return root as unknown as HTMLElement;
}

/** The drawn element (`<g class="djs-element" data-element-id>`) of a BPMN element. */
function gfx(root: HTMLElement, id: string): Element {
  const element = root.querySelector(`.djs-element[data-element-id="${id}"]`);
  if (!element) throw new Error(`no diagram element "${id}"`);
  return element;
}

async function expectMarks(
  root: HTMLElement,
  expected: { finished?: string[]; running?: string[]; flows?: string[]; unmarked?: string[] },
) {
  for (const id of expected.finished ?? []) await expect(gfx(root, id)).toHaveClass(markerClass.finished);
  for (const id of expected.running ?? []) await expect(gfx(root, id)).toHaveClass(markerClass.running);
  for (const id of expected.flows ?? []) await expect(gfx(root, id)).toHaveClass(markerClass.flows);
  for (const id of expected.unmarked ?? []) {
    const element = gfx(root, id);
    for (const cls of Object.values(markerClass)) await expect(element).not.toHaveClass(cls);
  }
}

const zoomOf = (root: HTMLElement) => Number(root.dataset.zoom);
const viewportTransform = (root: HTMLElement) =>
  root.querySelector('svg .viewport')?.getAttribute('transform') ?? '';

// ---------------------------------------------------------------------------------------------
// Inline viewer

/** The leave process (SPEC §7): waiting for the department manager, HR only a candidate. */
export const LeaveProcess: Story = {
  play: async ({ canvasElement, args }) => {
    const root = await ready(canvasElement);
    for (const id of [
      'StartEvent_Leave',
      'Task_Apply',
      'Task_DeptManager',
      'Gateway_Days',
      'Task_HrApproval',
    ]) {
      await expect(gfx(root, id)).toBeInTheDocument();
    }
    await expectMarks(root, {
      finished: ['StartEvent_Leave', 'Task_Apply'],
      running: ['Task_DeptManager'],
      flows: ['Flow_1', 'Flow_2'],
      unmarked: ['Task_HrApproval', 'Gateway_Days', 'Flow_3', 'Flow_Over3', 'Flow_Within3', 'EndEvent_Leave'],
    });
    // The running node is drawn in the accent colour, the finished ones in the success colour.
    const style = (id: string) =>
      getComputedStyle(gfx(root, id).querySelector('.djs-visual > rect') as Element);
    await expect(style('Task_DeptManager').stroke).not.toBe(style('Task_Apply').stroke);
    await expect(style('Task_HrApproval').stroke).not.toBe(style('Task_DeptManager').stroke);
    // Legend and screen-reader summary in the default language.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '图例' })).toHaveTextContent('已完成进行中已流转');
    await expect(canvas.getByRole('img', { name: '流程图画布' })).toHaveAccessibleDescription(
      /进行中: 部门经理审批/,
    );
    await expect(args.onReady).toHaveBeenCalled();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The same leave request once HR approved it: the whole path is finished, the skipped branch not. */
export const LeaveCompleted: Story = {
  args: { history: leaveDoneHistory },
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    await expectMarks(root, {
      finished: [
        'StartEvent_Leave',
        'Task_Apply',
        'Task_DeptManager',
        'Gateway_Days',
        'Task_HrApproval',
        'EndEvent_Leave',
      ],
      flows: ['Flow_1', 'Flow_2', 'Flow_3', 'Flow_Over3', 'Flow_4'],
      unmarked: ['Flow_Within3'],
    });
    await expect(root.querySelectorAll(`.${markerClass.running}`)).toHaveLength(0);
    // Taken flows are drawn in the warning colour, the untaken one is not.
    const stroke = (id: string) =>
      getComputedStyle(gfx(root, id).querySelector('.djs-visual > path') as Element).stroke;
    await expect(stroke('Flow_Over3')).not.toBe(stroke('Flow_Within3'));
  },
};

/** start → submit → approve → end. */
export const SimpleApproval: Story = {
  args: { xml: simpleXml, history: simpleHistory, height: 320 },
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    await expectMarks(root, {
      finished: ['StartEvent_1', 'Task_Submit'],
      running: ['Task_Approve'],
      flows: ['Flow_1', 'Flow_2'],
      unmarked: ['Flow_3', 'EndEvent_1'],
    });
  },
};

/** Exclusive gateway plus a parallel fork/join: one branch done, the other still running. */
export const GatewaysAndParallelBranches: Story = {
  args: { xml: orderXml, history: orderHistory, height: 480 },
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    await expectMarks(root, {
      finished: ['StartEvent_Order', 'Task_Receive', 'Gateway_Stock', 'Gateway_Fork', 'Task_Pick'],
      running: ['Task_Invoice'],
      flows: ['Flow_1', 'Flow_2', 'Flow_InStock', 'Flow_ToPick', 'Flow_ToInvoice', 'Flow_PickDone'],
      unmarked: ['Task_Ship', 'Gateway_Join', 'Flow_OutOfStock', 'Task_Notify', 'Flow_InvoiceDone'],
    });
  },
};

/** A process definition without an instance: the model only, nothing marked, no legend. */
export const DefinitionOnly: Story = {
  args: { xml: orderXml, history: undefined, height: 480 },
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    await expect(
      root.querySelectorAll(
        Object.values(markerClass)
          .map((c) => `.${c}`)
          .join(','),
      ),
    ).toHaveLength(0);
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Zoom in / zoom out / fit change the viewbox; fit returns to the initial fit. */
export const ZoomControls: Story = {
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    const canvas = within(canvasElement);
    const initialZoom = zoomOf(root);
    const initialTransform = viewportTransform(root);
    await expect(initialZoom).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: '放大' }));
    await waitFor(() => expect(zoomOf(root)).toBeGreaterThan(initialZoom));
    await expect(viewportTransform(root)).not.toBe(initialTransform);

    const zoomedIn = zoomOf(root);
    await userEvent.click(canvas.getByRole('button', { name: '缩小' }));
    await userEvent.click(canvas.getByRole('button', { name: '缩小' }));
    await waitFor(() => expect(zoomOf(root)).toBeLessThan(zoomedIn));
    await expect(zoomOf(root)).toBeLessThan(initialZoom);

    await userEvent.click(canvas.getByRole('button', { name: '适应画布' }));
    await waitFor(() => expect(zoomOf(root)).toBeCloseTo(initialZoom, 2));
  },
};

/** Tab reaches the canvas (+ / - / 0 zoom) and the buttons (Enter / Space); the focus ring shows. */
export const KeyboardOperation: Story = {
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    const canvas = within(canvasElement);
    const initialZoom = zoomOf(root);

    // The diagram canvas is the first stop; its keys zoom and fit.
    await userEvent.tab();
    const svg = canvas.getByRole('img', { name: '流程图画布' });
    await expect(svg).toHaveFocus();
    await expect(getComputedStyle(svg).outlineStyle).toBe('solid');
    await userEvent.keyboard('+');
    await waitFor(() => expect(zoomOf(root)).toBeGreaterThan(initialZoom));
    await userEvent.keyboard('0');
    await waitFor(() => expect(zoomOf(root)).toBeCloseTo(initialZoom, 2));
    await userEvent.keyboard('-');
    await waitFor(() => expect(zoomOf(root)).toBeLessThan(initialZoom));
    await userEvent.keyboard('0');
    await waitFor(() => expect(zoomOf(root)).toBeCloseTo(initialZoom, 2));

    // Then the buttons, in reading order (past the bpmn.io credit link).
    const zoomIn = canvas.getByRole('button', { name: '放大' });
    const zoomOut = canvas.getByRole('button', { name: '缩小' });
    const fit = canvas.getByRole('button', { name: '适应画布' });
    while (document.activeElement !== zoomIn) await userEvent.tab();
    await expect(getComputedStyle(zoomIn).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(zoomOf(root)).toBeGreaterThan(initialZoom));
    await tabTo(zoomOut);
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(zoomOf(root)).toBeLessThan(initialZoom));
    await tabTo(fit);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(zoomOf(root)).toBeCloseTo(initialZoom, 2));
  },
};

/** English strings via the locale toolbar. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Zoom' })).toBeVisible();
    for (const name of ['Zoom in', 'Zoom out', 'Fit to view']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'FinishedRunningTaken flows',
    );
    await expect(canvas.getByRole('img', { name: 'Flow chart canvas' })).toHaveAccessibleDescription(
      /Running: 部门经理审批/,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  args: { xml: orderXml, history: orderHistory, height: 480 },
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'theme-dark');
    // Unmarked shapes take the theme's text colour, not bpmn-js's black.
    const rect = gfx(root, 'Task_Ship').querySelector('.djs-visual > rect') as Element;
    await expect(getComputedStyle(rect).stroke).toBe(getComputedStyle(root).color);
  },
};

/** Unreadable XML: a message in the viewer and `onError`. */
export const InvalidXml: Story = {
  args: { xml: '<definitions><process id="broken"></definitions>', history: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, READY_TIMEOUT)).toHaveTextContent('流程图无法显示');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '放大' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { xml: '', history: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无流程图')).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Dialog

const openButton = (
  <Button variant="primary" icon={<Workflow aria-hidden="true" />}>
    查看流程图
  </Button>
);

/** The flow chart dialog: 70 % wide, 60vh chart; Esc closes it and focus returns. */
export const Dialog: Story = {
  render: () => <FlowViewerDialog trigger={openButton} xml={leaveXml} history={leaveHistory} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '查看流程图' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '流程图' });
    const root = await ready(dialog);
    await expectMarks(root, { running: ['Task_DeptManager'], unmarked: ['Task_HrApproval'] });
    // 70 % of the viewport wide, the chart 60vh high (offset sizes: the opening animation scales).
    await expect(Math.abs(dialog.offsetWidth - window.innerWidth * 0.7)).toBeLessThan(2);
    await expect(Math.abs(root.offsetHeight - window.innerHeight * 0.6)).toBeLessThan(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** For designers: the flow chart dialog, its diagram marked, in each of the 11 themes side by side. */
export const DialogAllThemes: Story = {
  ...inAllThemes(960),
  render: () => <FlowViewerDialog defaultOpen xml={simpleXml} history={simpleHistory} />,
  play: async ({ canvasElement }) => {
    await expectDialogInEveryTheme(canvasElement, '流程图');
    for (const dialog of screen.getAllByRole('dialog')) await ready(dialog);
  },
};

export const DialogEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <FlowViewerDialog defaultOpen xml={simpleXml} history={simpleHistory} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Flow chart' });
    await ready(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const loadOk = fn(
  () =>
    new Promise<{ xml: string; history: FlowHistoryNode[] }>((resolve) =>
      setTimeout(() => resolve({ xml: orderXml, history: orderHistory }), 400),
    ),
);

/** The app passes `load` (model-view by process instance id): spinner, then the chart. */
export const DialogLoadsByInstanceId: Story = {
  beforeEach: () => {
    loadOk.mockClear();
  },
  render: () => <FlowViewerDialog trigger={openButton} load={loadOk} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看流程图' }));
    const dialog = await screen.findByRole('dialog', { name: '流程图' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('流程图加载中');
    const root = await ready(dialog);
    await expectMarks(root, { running: ['Task_Invoice'], finished: ['Task_Pick'] });
    await expect(loadOk).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

let failures = 0;
const loadFailsOnce = fn(async () => {
  failures += 1;
  if (failures === 1) throw new Error('流程实例不存在或已被删除');
  return { xml: simpleXml, history: simpleHistory };
});

/** A failed load shows the message and a retry button. */
export const DialogLoadError: Story = {
  beforeEach: () => {
    failures = 0;
    loadFailsOnce.mockClear();
  },
  render: () => <FlowViewerDialog defaultOpen load={loadFailsOnce} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '流程图' });
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('流程图加载失败');
    await expect(alert).toHaveTextContent('流程实例不存在或已被删除');
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await ready(dialog);
    await expect(loadFailsOnce).toHaveBeenCalledTimes(2);
    // Focus moved from the vanished retry button to the chart, not lost.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: '流程图画布' })).toHaveFocus());
  },
};

/** The app's own loading state (it fetched elsewhere). */
export const DialogLoadingState: Story = {
  render: () => <FlowViewerDialog defaultOpen loading />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '流程图' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('流程图加载中');
  },
};

export const DialogErrorState: Story = {
  render: () => <FlowViewerDialog defaultOpen error={new Error('无权查看该流程')} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '流程图' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('无权查看该流程');
    await expect(within(dialog).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  },
};

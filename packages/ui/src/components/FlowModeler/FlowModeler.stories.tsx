// biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions (${...}) are the data under test.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import leaveXml from '../FlowViewer/fixtures/leave.bpmn?raw';
import { emptyDiagram, FlowModeler, type FlowModelerHandle, type FlowModelerProps } from '.';

/** The modeler with a button that saves its XML into a <pre>, so a play function can read it. */
function WithSave(props: FlowModelerProps) {
  const ref = useRef<FlowModelerHandle>(null);
  const [saved, setSaved] = useState('');
  return (
    <div>
      <FlowModeler ref={ref} {...props} />
      <Button onClick={async () => setSaved((await ref.current?.saveXML()) ?? '')}>save</Button>
      <pre data-testid="saved" hidden>
        {saved}
      </pre>
    </div>
  );
}

export default {
  title: 'Data/FlowModeler',
  component: FlowModeler,
  render: (args) => <WithSave {...args} />,
  args: { xml: leaveXml, height: 480, onChange: fn(), onReady: fn(), onError: fn() },
  argTypes: { xml: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowModeler>;
type Story = StoryObj<typeof FlowModeler>;

const READY = { timeout: 20_000 };

async function ready(canvas: HTMLElement) {
  await waitFor(() => {
    expect(canvas.querySelector('[data-status="ready"] svg .djs-element')).not.toBeNull();
  }, READY);
}
/** Clicks a diagram element the way a person does (diagram-js listens on its hit area). */
async function select(canvas: HTMLElement, id: string) {
  const hit = canvas.querySelector(`.djs-element[data-element-id="${id}"] .djs-hit`);
  if (!hit) throw new Error(`no diagram element "${id}"`);
  await userEvent.click(hit);
}
/** An entry of the selected element's context pad. */
async function pad(canvas: HTMLElement, action: string) {
  return waitFor(() => {
    const entry = canvas.querySelector<HTMLElement>(`.djs-context-pad .entry[data-action="${action}"]`);
    expect(entry).not.toBeNull();
    return entry as HTMLElement;
  });
}
async function saved(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'save' }));
  let text = '';
  await waitFor(() => {
    text = canvas.getByTestId('saved').textContent ?? '';
    expect(text).toContain('<bpmn:definitions');
  });
  return text;
}

/** A BladeX model opens with its Flowable values; edits in the panel are written back as Flowable attributes. */
export const EditsFlowableAttributes: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(args.onReady).toHaveBeenCalled();
    // Nothing selected: the process itself.
    const panel = canvas.getByRole('complementary', { name: '属性' });
    await expect(within(panel).getByLabelText('名称')).toHaveValue('请假流程');

    await select(canvasElement, 'Task_DeptManager');
    await waitFor(() => expect(within(panel).getByLabelText('处理人')).toHaveValue('${taskUser}'));
    const groups = within(panel).getByLabelText('候选组');
    await userEvent.type(groups, 'manager');
    await userEvent.clear(within(panel).getByLabelText('处理人'));
    await userEvent.type(within(panel).getByLabelText('表单标识'), 'leave');

    await select(canvasElement, 'Flow_Over3');
    const condition = within(panel).getByLabelText('条件表达式');
    await waitFor(() => expect(condition).toHaveValue('${days > 3}'));
    await userEvent.clear(condition);
    await userEvent.type(condition, '${{days > 5}');

    const xml = await saved(canvasElement);
    expect(xml).toMatch(/id="Task_DeptManager"[^>]*flowable:candidateGroups="manager"/);
    expect(xml).toMatch(/id="Task_DeptManager"[^>]*flowable:formKey="leave"/);
    expect(xml).not.toContain('flowable:assignee="${taskUser}"');
    expect(xml).toContain('${days &gt; 5}');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A new model: a start event in a process keyed by the model key; a task is appended and configured. */
export const DrawsANewModel: Story = {
  args: { xml: emptyDiagram('Trip', '出差申请') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await select(canvasElement, 'StartEvent_1');
    const appendTask = await waitFor(() => {
      const entry = canvasElement.querySelector<HTMLElement>(
        '.djs-context-pad .entry[data-action="append.append-task"]',
      );
      expect(entry).not.toBeNull();
      return entry as HTMLElement;
    });
    await userEvent.click(appendTask);
    await userEvent.keyboard('{Escape}');
    // A plain task becomes a user task through the context pad's replace menu, as a person does it.
    await userEvent.click(await pad(canvasElement, 'replace'));
    await userEvent.click(
      await waitFor(() => {
        const entry = document.querySelector<HTMLElement>('.djs-popup [data-id="replace-with-user-task"]');
        expect(entry).not.toBeNull();
        return entry as HTMLElement;
      }),
    );
    const panel = canvas.getByRole('complementary', { name: '属性' });
    await waitFor(() => expect(within(panel).getByText(/用户任务/)).toBeInTheDocument());
    await userEvent.type(within(panel).getByLabelText('名称'), '主管审批');
    await userEvent.type(within(panel).getByLabelText('候选组'), 'manager');
    const xml = await saved(canvasElement);
    expect(xml).toContain('<bpmn:process id="Trip" name="出差申请" isExecutable="true">');
    expect(xml).toMatch(
      /name="主管审批"[^>]*flowable:candidateGroups="manager"|flowable:candidateGroups="manager"[^>]*name="主管审批"/,
    );
    expect(xml).toContain('<bpmn:sequenceFlow');
  },
};

/** XML that is not BPMN: the editor says so instead of a blank canvas. */
export const InvalidXml: Story = {
  args: { xml: '<not-bpmn/>' },
  play: async ({ canvasElement, args }) => {
    await waitFor(
      () => expect(within(canvasElement).getByText('流程模型无法打开')).toBeInTheDocument(),
      READY,
    );
    await expect(args.onError).toHaveBeenCalled();
  },
};

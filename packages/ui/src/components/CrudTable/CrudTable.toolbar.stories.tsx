import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { UploadButton } from '../Upload';
import type { CrudToolbarAction } from './actions';
import type { Param } from './fixtures/data';
import { crudTableMeta, type Loaded, ParamPage, rowsLoaded } from './fixtures/stories';

/**
 * The toolbar on one line (issue 39): the user page at 1280 px leaves its table about 750 px
 * beside the department tree, and its seven actions wrapped onto three lines in English. Those
 * that do not fit go, in order, into a "更多" menu at the end; icon-only buttons keep their size.
 */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

const pressed: string[] = [];
const action = (key: string, label: string) => ({
  key,
  label,
  onClick: () => pressed.push(key),
});
/** The user page's own actions, in its English words. */
const userActions: (CrudToolbarAction<Param> & { label: string })[] = [
  action('roles', 'Roles'),
  action('reset', 'Reset password'),
  action('unlock', 'Unlock'),
  action('platform', 'Platform'),
];

function Page({ source, width }: Loaded & { width: number }) {
  return (
    <div style={{ width }}>
      <ParamPage source={source} toolbarActions={userActions} />
    </div>
  );
}

/** Buttons of the toolbar's groups, with their boxes. */
function toolbarButtons(root: HTMLElement) {
  return within(within(root).getByRole('toolbar'))
    .getAllByRole('button')
    .map((button) => ({ button, box: button.getBoundingClientRect() }));
}

export const ToolbarOnOneLine: Story = {
  render: (_args, { loaded }) => <Page source={(loaded as Loaded).source} width={750} />,
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '更多' })).toBeVisible());
    const buttons = toolbarButtons(canvasElement);
    // One line: every button at the same height.
    const tops = new Set(buttons.map(({ box }) => Math.round(box.top)));
    await expect([...tops]).toHaveLength(1);
    // The icon-only buttons (refresh, density, columns) are square, not squeezed.
    for (const { button, box } of buttons.filter(({ button }) => !button.textContent?.trim())) {
      await expect(Math.round(box.width), button.getAttribute('aria-label') ?? '').toBe(
        Math.round(box.height),
      );
    }
    // What did not fit is in the menu, in order, and runs from there.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '更多' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items.at(-1)).toBe('Platform');
    pressed.length = 0;
    await userEvent.click(screen.getByRole('menuitem', { name: 'Platform' }));
    await expect(pressed).toEqual(['platform']);
  },
};

export const ToolbarWithRoom: Story = {
  render: (_args, { loaded }) => <Page source={(loaded as Loaded).source} width={1200} />,
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const toolbar = within(within(canvasElement).getByRole('toolbar'));
    for (const { label } of userActions)
      await expect(toolbar.getByRole('button', { name: label })).toBeVisible();
    await expect(toolbar.queryByRole('button', { name: '更多' })).toBeNull();
  },
};

/**
 * On a 360 px phone the card leaves the toolbar about 300 px: add stays, delete, export and the
 * page's actions go into "更多", drawn as a square "…", and the bar keeps to one line. Delete still
 * says why it cannot run with nothing checked, from the menu.
 */
export const ToolbarOnAPhone: Story = {
  render: (_args, { loaded }) => <Page source={(loaded as Loaded).source} width={300} />,
  play: async ({ canvasElement }) => {
    const more = await within(canvasElement).findByRole('button', { name: '更多' });
    await waitFor(() => expect(more).toHaveTextContent(''));
    const buttons = toolbarButtons(canvasElement);
    await expect([...new Set(buttons.map(({ box }) => Math.round(box.top)))]).toHaveLength(1);
    await expect(
      buttons.map(({ button }) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['新增', '更多', '刷新', '密度', '列设置']);
    await userEvent.click(more);
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items).toEqual(['删除', '导出', ...userActions.map(({ label }) => label)]);
    await userEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    await expect(await screen.findByText('请选择至少一条数据')).toBeVisible();
  },
};

/**
 * A page whose records are added by uploading a file (the attachments) has its upload as the
 * primary action: first on the bar, with its icon, before "更多" on a phone (a 360 px screen's
 * panel) — not after it.
 */
export const PrimaryActionFirst: Story = {
  render: (_args, { loaded }) => (
    <div style={{ width: 328 }}>
      <ParamPage
        source={(loaded as Loaded).source}
        actions={{ add: false }}
        toolbarPrimary={
          <UploadButton variant="primary" onFiles={() => undefined}>
            上传附件
          </UploadButton>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const more = await within(canvasElement).findByRole('button', { name: '更多' });
    await waitFor(() => expect(more).toHaveTextContent(''));
    const buttons = toolbarButtons(canvasElement);
    await expect([...new Set(buttons.map(({ box }) => Math.round(box.top)))]).toHaveLength(1);
    await expect(
      buttons.map(({ button }) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['上传附件', '更多', '刷新', '密度', '列设置']);
    await expect(buttons[0]?.button.querySelector('svg')).not.toBeNull();
  },
};

/**
 * Ticking a row leaves the toolbar as it was: the note "已选择 1 项 清空选择" is in the footer. In
 * the bar it took the room of an action, which went into "更多" at the moment it was wanted.
 */
export const CheckingARowKeepsTheToolbar: Story = {
  render: (_args, { loaded }) => <Page source={(loaded as Loaded).source} width={750} />,
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: '更多' })).toBeVisible());
    const names = () =>
      toolbarButtons(canvasElement).map(
        ({ button }) => button.textContent || button.getAttribute('aria-label'),
      );
    const before = names();
    await userEvent.click(within(canvas.getAllByRole('row')[1]!).getByRole('checkbox'));
    const clear = await canvas.findByRole('button', { name: '清空选择' });
    await expect(canvas.getByText('已选择 1 项')).toBeVisible();
    // Give the bar's observer its frame: had it refitted, an action would have gone by now.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(names()).toEqual(before);
    await expect(canvas.getByRole('toolbar')).not.toContainElement(clear);
    await userEvent.click(clear);
    await waitFor(() => expect(canvas.queryByText('已选择 1 项')).not.toBeInTheDocument());
    await expect(within(canvas.getAllByRole('row')[1]!).getByRole('checkbox')).not.toBeChecked();
  },
};

/**
 * On a phone the search form shows its first two fields and folds the rest behind "更多条件", so
 * the list starts on the first screen; pressed, every field shows and the button says "收起条件".
 */
export const SearchFoldsOnAPhone: Story = {
  render: (_args, { loaded }) => <Page source={(loaded as Loaded).source} width={360} />,
  play: async ({ canvasElement }) => {
    const formElement = within(canvasElement).getByRole('search');
    const form = within(formElement);
    await expect(form.getAllByRole('textbox')).toHaveLength(2);
    // Each field the form's whole width: a fixed 220 px left a third of a phone's form empty.
    const style = getComputedStyle(formElement);
    const content =
      formElement.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    // (A field is its label and its control: the label's box.)
    const labels = [...formElement.querySelectorAll('label')];
    await expect(labels).toHaveLength(2);
    for (const label of labels) {
      await expect(label.parentElement!.getBoundingClientRect().width).toBeGreaterThanOrEqual(content - 1);
    }
    await userEvent.click(form.getByRole('button', { name: '更多条件' }));
    await expect(form.getByRole('button', { name: '收起条件' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(form.getByText('创建时间')).toBeVisible());
  },
};

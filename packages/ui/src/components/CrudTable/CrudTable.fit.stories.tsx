import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { menuItemTexts } from '../../stories/support/play';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import type { Param } from './fixtures/data';
import {
  crudTableMeta,
  dataRows,
  type Loaded,
  OWN_BUTTONS,
  ownButtons,
  ParamPage,
  rowsLoaded,
} from './fixtures/stories';

/** Issue 36: columns as wide as their content, the "更多" menu, cards on a phone. */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

const cellOf = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index] as HTMLElement;
const headerIndex = (root: HTMLElement, name: string) =>
  within(root)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent === name);

/**
 * Columns take their content's width within their bounds: the times whole, a long value cut with an
 * ellipsis at its column's maximum and its whole text as the cell's tooltip (title) on hover.
 */
export const ColumnsFitTheirContent: Story = {
  render: (_a, { loaded }) => (
    <div style={{ width: 760 }}>
      <ParamPage source={(loaded as Loaded).source} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    // Wider than the panel by content, the columns give up their room: no sideways scroll.
    const scroller = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth));
    for (const th of within(scroller).getAllByRole('columnheader'))
      await expect(th.scrollWidth).toBeLessThanOrEqual(th.clientWidth);
    const row = dataRows(canvasElement)[5] as HTMLElement;
    // The times whole.
    const time = cellOf(row, headerIndex(canvasElement, '创建时间'));
    await expect(time.textContent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await expect(time.scrollWidth).toBeLessThanOrEqual(time.clientWidth);
    // The long comma-joined value is cut with an ellipsis, its whole text the tooltip (title).
    const value = cellOf(row, headerIndex(canvasElement, '参数键值'));
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
    await expect(value.querySelector('span')).toHaveAttribute(
      'title',
      'desk,flow,work,monitor,resource,role',
    );
  },
};

/** A dragged column edge sets the width, and the keyboard can do the same on the focused edge. */
export const ResizeAColumn: Story = {
  render: (_a, { loaded }) => (
    <div style={{ width: 1000 }}>
      <ParamPage source={(loaded as Loaded).source} storageKey="story-resize" />
    </div>
  ),
  beforeEach: () => localStorage.removeItem('blade-console.columns:story-resize'),
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const edge = canvas.getByRole('separator', { name: '调整列宽：参数名称' });
    const header = edge.parentElement as HTMLElement;
    const before = header.getBoundingClientRect().width;
    edge.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(header.getBoundingClientRect().width).toBeGreaterThan(before + 20));
    // Remembered for the page: a table opened again under the same key starts at this width.
    const saved = JSON.parse(localStorage.getItem('blade-console.columns:story-resize') ?? '{}');
    await expect(saved.widths.paramName).toBeGreaterThan(before);
  },
};

/**
 * `inlineActions={2}`: the first two actions are buttons; the others are in "更多", whose items
 * run their action.
 */
export const MoreActionsMenu: Story = {
  loaders: [async () => ({ calls: [] as string[] })],
  render: (_a, { loaded }) => {
    const { source, calls } = loaded as Loaded & { calls: string[] };
    return (
      <ParamPage
        source={source}
        inlineActions={2}
        rowActions={[{ key: 'copy', label: '复制', onClick: (row: Param) => calls.push(`copy:${row.id}`) }]}
      />
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const { calls } = loaded as { calls: string[] };
    await rowsLoaded(canvasElement, 10);
    const row = dataRows(canvasElement)[0] as HTMLElement;
    const names = within(row)
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(names).toEqual(['查看', '编辑', '更多']);
    // The pinned column fits its two buttons and "更多" whole.
    const actions = within(row).getAllByRole('cell').at(-1) as HTMLElement;
    await expect(actions.scrollWidth).toBeLessThanOrEqual(actions.clientWidth);
    await userEvent.click(within(row).getByRole('button', { name: /更多/ }));
    const menu = await screen.findByRole('menu');
    await expect(menuItemTexts(menu)).toEqual(['删除', '复制']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '复制' }));
    await expect(calls).toEqual(['copy:1001']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // 删除 from the menu asks its question.
    await userEvent.click(within(row).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  },
};

/**
 * Under 600 px the rows are cards: the first text column as the title, the next three shown
 * columns as "label: value", the actions in the card's menu; selection works as in the table.
 */
export const CardsOnAPhone: Story = {
  render: (_a, { loaded }) => (
    <div style={{ width: 390 }}>
      <ParamPage source={(loaded as Loaded).source} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: '参数管理' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(card).toHaveTextContent('是否开启注册功能');
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    await expect(terms).toEqual(['参数键名', '参数键值', '创建时间']);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 400,
    );
    // Every action is in the menu.
    await expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['更多']);
    await userEvent.click(within(card).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '查看' }));
    await expect(await screen.findByRole('dialog', { name: '查看' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Selection and the toolbar: check two cards, the toolbar counts them.
    await userEvent.click(within(card).getByRole('checkbox'));
    await userEvent.click(
      within(within(list).getAllByRole('listitem')[1] as HTMLElement).getByRole('checkbox'),
    );
    // The count is over the cards, beside the page's checkbox, not ten cards down in the footer.
    const region = canvas.getByRole('region', { name: '参数管理' });
    await expect(within(region).getByText('已选择 2 项')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择本页全部数据' }));
    await expect(within(region).getByText('已选择 10 项')).toBeVisible();
    await expect(canvas.getAllByText(/已选择/)).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: '清空选择' }));
    await waitFor(() => expect(canvas.queryByText(/已选择/)).not.toBeInTheDocument());
  },
};

/**
 * On a 360 px phone a card's title reads whole beside its buttons, or, when the two do not fit on
 * one line, with the buttons on a line of their own below it (at the right), never cut to "menu_…".
 */
export const CardTitlesReadWhole: Story = {
  render: (_a, { loaded }) => (
    <div style={{ width: 360 }}>
      <ParamPage source={(loaded as Loaded).source} {...ownButtons(OWN_BUTTONS)} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '参数管理' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const cards = within(list).getAllByRole('listitem') as HTMLElement[];
    const lines = { shared: 0, own: 0 };
    for (const card of cards) {
      const title = card.querySelector('[title]') as HTMLElement;
      const titleBox = title.getBoundingClientRect();
      // Whole: the title's text is not cut (nothing past its box).
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
      const buttons = within(card).getAllByRole('button');
      await expect(buttons.map((b) => b.textContent)).toEqual(['更多', ...OWN_BUTTONS]);
      for (const button of buttons) {
        const box = button.getBoundingClientRect();
        await expect(box.right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
        // Never over the title: beside it (to its right) or below it.
        await expect(box.left >= titleBox.right || box.top >= titleBox.bottom).toBe(true);
      }
      if (buttons[0]!.getBoundingClientRect().top >= titleBox.bottom) lines.own++;
      else lines.shared++;
    }
    // Short titles keep their buttons on their line; long ones give them a line of their own.
    await expect(lines.shared).toBeGreaterThan(0);
    await expect(lines.own).toBeGreaterThan(0);
  },
};

interface Client {
  id: string;
  clientId: string;
  grants: string;
  seconds: number;
}
const CLIENTS: Client[] = [
  {
    id: '1',
    clientId: 'saber',
    grants: 'refresh_token,password,captcha,authorization_code,social',
    seconds: 3600,
  },
];
const clientColumns: CrudColumn<Client>[] = [
  { field: 'clientId', label: 'Client ID' },
  { field: 'grants', label: 'Grant types' },
  { field: 'seconds', label: 'Access token seconds', type: 'number' },
];

/**
 * A card's labels take at most two fifths of it and wrap at their words beyond that: a long label
 * ("Access token seconds") took the width it wanted and left the values 120 px on a 360 px phone,
 * where "refresh_token,password,…" broke every few letters.
 */
export const CardLabelsLeaveTheValuesRoom: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <CrudTable<Client> title="Clients" columns={clientColumns} rows={CLIENTS} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Clients' });
    const fields = within(list).getAllByRole('listitem')[0]!.querySelector('dl') as HTMLElement;
    const width = fields.getBoundingClientRect().width;
    for (const label of fields.querySelectorAll('dt'))
      await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(width * 0.4 + 1);
    // The long value takes the rest: three lines at most, not one every 17 characters.
    const value = within(fields).getByText(CLIENTS[0]!.grants);
    const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight);
    await expect(value.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  },
};

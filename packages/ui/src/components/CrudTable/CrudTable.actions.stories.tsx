import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CrudRowAction, CrudToolbarAction } from './actions';
import type { Param } from './fixtures/data';
import { pressToolbarButton } from './fixtures/play';
import {
  crudTableMeta,
  dataRows,
  type Loaded,
  OWN_BUTTONS,
  ownButtons,
  ParamPage,
  paramSource,
  rowsLoaded,
} from './fixtures/stories';

/** Row and toolbar actions declared in the page config (`rowActions` / `toolbarActions`). */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

type ActionsLoaded = Loaded & { calls: string[]; errors: string[] };

const withCalls = async () => ({ source: paramSource(), calls: [] as string[], errors: [] as string[] });

/** The page's actions as a console page declares them: labels, codes, a question, a toast. */
function declaredActions({ source, calls }: ActionsLoaded) {
  const rowActions: CrudRowAction<Param>[] = [
    { key: 'copy', label: '复制', onClick: (row) => calls.push(`copy:${row.id}`) },
    {
      key: 'archive',
      label: '归档',
      permission: 'param_archive',
      danger: true,
      confirm: '确定归档该参数?',
      successMessage: '归档成功',
      refresh: true,
      // Built-in parameters cannot be archived.
      visible: (row) => row.remark !== '系统内置',
      onClick: async (row) => {
        calls.push(`archive:${row.id}`);
        await source.remove([row.id]);
      },
    },
    // The map below lacks param_secret: never shown.
    { key: 'secret', label: '查看密钥', permission: 'param_secret', onClick: () => calls.push('secret') },
  ];
  const toolbarActions: CrudToolbarAction<Param>[] = [
    {
      key: 'publish',
      label: '发布',
      needsSelection: true,
      confirm: '确定发布选择的参数?',
      successMessage: '发布成功',
      onClick: (rows) => calls.push(`publish:${rows.map((r) => r.id).join(',')}`),
    },
    { key: 'purge', label: '清空缓存', permission: 'param_purge', onClick: () => calls.push('purge') },
  ];
  return { rowActions, toolbarActions };
}

const permission = {
  param_add: true,
  param_edit: true,
  param_delete: true,
  param_view: true,
  param_archive: true,
};

/** A row action runs with its row; one behind a question runs on OK only; a missing code hides. */
export const DeclaredRowActions: Story = {
  loaders: [withCalls],
  render: (_a, { loaded }) => {
    const actions = declaredActions(loaded as ActionsLoaded);
    // Every action a button, to show them drawn like the built-in ones (the "更多" menu a table
    // puts the third on by default is in CrudTable.fit.stories.tsx).
    return (
      <ParamPage
        source={(loaded as Loaded).source}
        permission={permission}
        inlineActions={Number.POSITIVE_INFINITY}
        {...actions}
      />
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { calls, source } = loaded as ActionsLoaded;
    await rowsLoaded(canvasElement, 10);
    const [first, second] = dataRows(canvasElement) as HTMLElement[];
    // Drawn like the built-in actions, after them.
    const names = within(second as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(names).toEqual(['查看', '编辑', '删除', '复制', '归档']);
    // The column fits its five buttons whole, though the page left it the default width (190 px).
    const actionsCell = within(second as HTMLElement)
      .getAllByRole('cell')
      .at(-1) as HTMLElement;
    await expect(actionsCell.scrollWidth).toBeLessThanOrEqual(actionsCell.clientWidth);
    for (const button of within(actionsCell).getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        actionsCell.getBoundingClientRect().right,
      );
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '复制' }));
    await expect(calls).toEqual(['copy:1001']);
    // `visible` hides it on built-in rows; a code missing from the map hides it everywhere.
    await expect(
      within(first as HTMLElement).queryByRole('button', { name: '归档' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '查看密钥' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '清空缓存' })).not.toBeInTheDocument();

    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: '归档' }));
    let question = await screen.findByRole('dialog', { name: '提示' });
    await expect(question).toHaveTextContent('确定归档该参数?');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(calls).toEqual(['copy:1001']);

    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: '归档' }));
    question = await screen.findByRole('dialog', { name: '提示' });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('归档成功')).toBeVisible();
    await expect(calls).toEqual(['copy:1001', 'archive:1002']);
    // `refresh` reloads the page: the archived row is gone.
    await waitFor(() => expect(canvas.getByText('共 10 条')).toBeVisible());
    await expect(source.rows().some((r) => r.id === '1002')).toBe(false);
  },
};

/** A toolbar action runs on the checked rows; with none checked it warns like the built-in delete. */
export const DeclaredToolbarActions: Story = {
  loaders: [withCalls],
  render: (_a, { loaded }) => {
    const actions = declaredActions(loaded as ActionsLoaded);
    return <ParamPage source={(loaded as Loaded).source} permission={permission} {...actions} />;
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { calls } = loaded as ActionsLoaded;
    await rowsLoaded(canvasElement, 10);
    await pressToolbarButton(canvas, '发布');
    await expect(await screen.findByText('请选择至少一条数据')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const rows = dataRows(canvasElement);
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(rows[4] as HTMLElement).getByRole('checkbox'));
    await pressToolbarButton(canvas, '发布');
    const question = await screen.findByRole('dialog', { name: '提示' });
    await expect(question).toHaveTextContent('确定发布选择的参数?');
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('发布成功')).toBeVisible();
    await expect(calls).toEqual(['publish:1003,1005']);
    await expect(
      within(canvas.getByRole('toolbar')).queryByRole('button', { name: '清空缓存' }),
    ).not.toBeInTheDocument();
  },
};

/** A failing action: its error goes to onActionError, the question stays open, no success toast. */
export const DeclaredActionFails: Story = {
  loaders: [withCalls],
  render: (_a, { loaded }) => {
    const { source, errors } = loaded as ActionsLoaded;
    const fail = async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('网络异常');
    };
    return (
      <ParamPage
        source={source}
        // A button, to see it busy while it runs.
        inlineActions={Number.POSITIVE_INFINITY}
        rowActions={[{ key: 'sync', label: '同步', successMessage: '同步成功', onClick: fail }]}
        toolbarActions={[{ key: 'rebuild', label: '重建', confirm: '确定重建?', onClick: fail }]}
        onActionError={(error, key) => errors.push(`${key}:${(error as Error).message}`)}
      />
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { errors } = loaded as ActionsLoaded;
    await rowsLoaded(canvasElement, 10);
    const sync = within(dataRows(canvasElement)[0] as HTMLElement).getByRole('button', { name: '同步' });
    await userEvent.click(sync);
    await waitFor(() => expect(errors).toEqual(['sync:网络异常']));
    await waitFor(() => expect(sync).not.toHaveAttribute('aria-busy'));
    await expect(screen.queryByText('同步成功')).not.toBeInTheDocument();

    await pressToolbarButton(canvas, '重建');
    const question = await screen.findByRole('dialog', { name: '提示' });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toEqual(['sync:网络异常', 'rebuild:网络异常']));
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(screen.getByRole('dialog', { name: '提示' })).toBeVisible();
  },
};

/** What declarations cannot say (a link, a menu) stays possible: `rowActions` as a function. */
export const RowActionsAsContent: Story = {
  render: (_a, { loaded }) => (
    <ParamPage
      source={(loaded as Loaded).source}
      rowActions={(row) => <a href={`#param-${row.id}`}>{row.paramKey}</a>}
    />
  ),
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const row = dataRows(canvasElement)[0] as HTMLElement;
    const link = within(row).getByRole('link');
    await expect(link).toHaveAttribute('href', '#param-1001');
    // After the built-in actions, in the same cell.
    await expect(within(row).getByRole('button', { name: '删除' }).parentElement).toContainElement(link);
  },
};

/**
 * A function's own text buttons, named in `rowActionsLabels`: the column holds them beside the
 * built-in actions on one line, as wide as they are in the page's language (系统字典's 字典配置 · 历史).
 */
export const RowActionsAsLabeledButtons: Story = {
  render: (_a, { loaded }) => <ParamPage source={(loaded as Loaded).source} {...ownButtons(OWN_BUTTONS)} />,
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const cell = within(dataRows(canvasElement)[0] as HTMLElement)
      .getAllByRole('cell')
      .at(-1) as HTMLElement;
    const buttons = within(cell).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '查看',
      '编辑',
      '删除',
      '字典配置',
      '历史',
    ]);
    // One line, all inside the cell: none wraps below the first, none runs past the cell's edge.
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const right = cell.getBoundingClientRect().right;
    for (const button of buttons)
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    // Sized to them, not to the 190 px a function's content gets by default.
    await expect(cell.getBoundingClientRect().width).toBeGreaterThan(190);
  },
};

/** In a narrow panel the columns scroll sideways under the actions, which stay at the right edge. */
export const ActionsStayInView: Story = {
  loaders: [withCalls],
  render: (_a, { loaded }) => (
    // Just wider than a phone's cards (600 px).
    <div style={{ width: 620 }}>
      <ParamPage source={(loaded as Loaded).source} permission={permission} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const scroller = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // Read afresh each time: the body may draw its rows again as the virtualiser arrives.
    const actionsCells = () => [
      within(scroller).getAllByRole('columnheader').at(-1) as HTMLElement,
      within(dataRows(canvasElement)[0] as HTMLElement)
        .getAllByRole('cell')
        .at(-1) as HTMLElement,
    ];
    const visibleRight = () => scroller.getBoundingClientRect().left + scroller.clientWidth;
    for (const left of [0, Math.floor((scroller.scrollWidth - scroller.clientWidth) / 2)]) {
      scroller.scrollLeft = left;
      await waitFor(() => {
        for (const cell of actionsCells())
          expect(Math.abs(cell.getBoundingClientRect().right - visibleRight())).toBeLessThan(1);
      });
    }
    const [, cell] = actionsCells();
    await expect(within(cell as HTMLElement).getByRole('button', { name: '编辑' })).toBeVisible();
  },
};

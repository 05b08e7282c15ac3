import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAddForm, setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';
import { pressRowAction } from '../../../test/rowActions';

/**
 * 研发工具 › 数据模型 in jsdom against the SDK's mocks: a model from a table, its columns edited in
 * the grid and saved, and the add form's data-source picker and messages.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store, server } = setupConsoleScreens(() => [import('./Model')]);

/** The JSON bodies the page posts to `path`. */
function bodiesOf(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

/** The page at /tool/model, once its table is there (the first render of a file loads the shell's chunks). */
async function openPage() {
  renderApp('/tool/model');
  await screen.findByRole('table', { name: '数据模型' }, { timeout: 30_000 });
}

describe('a model from a table', () => {
  it('creates the model of the chosen data source and table, then edits and saves its columns', async () => {
    const saved = bodiesOf('/model-prototype/submit-list');
    const user = userEvent.setup();
    await openPage();
    const picker = screen.getByRole('region', { name: '从数据表创建模型' });
    const source = within(picker).getByRole('combobox', { name: '数据源' });
    await user.click(source);
    // This system's database first, then the registered data sources.
    const list = await waitFor(() => document.getElementById(source.getAttribute('aria-controls') ?? '')!);
    const offered = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['本系统数据库', 'mysql']);
    await user.click(screen.getByRole('option', { name: '本系统数据库' }));

    const create = within(picker).getByRole('button', { name: '创建模型' });
    expect(create).toBeDisabled();
    await user.click(within(picker).getByRole('combobox', { name: '数据表' }));
    await user.click(await screen.findByRole('option', { name: 'blade_param · 参数表' }));
    await user.click(create);

    const dialog = await screen.findByRole('dialog', { name: '模型字段：blade_param' });
    const created = store.table('model').find((row) => row.modelTable === 'blade_param');
    expect(created).toMatchObject({ datasourceId: '0', modelName: '参数表', modelCode: 'blade_param' });
    const grid = within(dialog).getByRole('table', { name: '模型字段' });
    expect(within(grid).getAllByRole('row')).toHaveLength(6); // header + 5 columns

    const label = within(grid).getByRole('textbox', { name: 'param_key 的名称' });
    await user.clear(label);
    await user.type(label, '键名');
    await user.click(within(grid).getByRole('combobox', { name: 'param_key 的组件' }));
    await user.click(await screen.findByRole('option', { name: '下拉选择' }));
    await user.type(within(grid).getByRole('textbox', { name: 'param_key 的字典编号' }), 'yes_no');
    await user.click(within(grid).getByRole('checkbox', { name: '搜索 param_key' })); // proposed on: off
    await user.click(within(grid).getByRole('checkbox', { name: '必填 remark' })); // proposed off: on
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const rows = saved[0] as Record<string, unknown>[];
    expect(rows.map((row) => row.jdbcName)).toEqual([
      'id',
      'param_name',
      'param_key',
      'param_value',
      'remark',
    ]);
    expect(rows.every((row) => row.modelId === String(created?.id))).toBe(true);
    expect(rows[2]).toMatchObject({
      jdbcComment: '键名',
      componentType: 'select',
      dictCode: 'yes_no',
      isQuery: 0,
    });
    expect(rows[4]).toMatchObject({ isRequired: 1 });
    // Untouched rows go as proposed.
    expect(rows[1]).toMatchObject({ jdbcComment: '参数名', componentType: 'input', isQuery: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /模型字段/ })).toBeNull());
    const stored = store.table('modelPrototype').filter((row) => row.modelId === String(created?.id));
    expect(stored.find((row) => row.jdbcName === 'param_key')).toMatchObject({ dictCode: 'yes_no' });
  });

  it('opens the new model, not the seeded demo, when the table already has a model', async () => {
    const saved = bodiesOf('/model-prototype/submit-list');
    const user = userEvent.setup();
    await openPage();
    const picker = screen.getByRole('region', { name: '从数据表创建模型' });
    await user.click(within(picker).getByRole('combobox', { name: '数据表' }));
    await user.click(await screen.findByRole('option', { name: 'blade_notice · 通知公告' }));
    await user.click(within(picker).getByRole('button', { name: '创建模型' }));
    const dialog = await screen.findByRole('dialog', { name: '模型字段：blade_notice' });
    // Proposed from the table, not the demo's edited columns.
    expect(within(dialog).getByRole('textbox', { name: 'category 的字典编号' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const models = store.table('model').filter((row) => row.modelTable === 'blade_notice');
    expect(models).toHaveLength(2);
    const made = models.find((row) => row.modelName === '通知公告' && row.modelCode === 'blade_notice');
    expect((saved[0] as Record<string, unknown>[]).every((row) => row.modelId === String(made?.id))).toBe(
      true,
    );
  });

  it('opens the saved columns of the seeded demo from its row', async () => {
    const user = userEvent.setup();
    await openPage();
    const row = (await screen.findAllByRole('cell', { name: 'blade_notice' }))[0]!.closest('tr')!;
    // The data source by its name, not its id.
    expect(within(row).getByText('本系统数据库')).toBeInTheDocument();
    await pressRowAction(user, row, '字段设置');
    const dialog = await screen.findByRole('dialog', { name: '模型字段：blade_notice' });
    expect(within(dialog).getByRole('textbox', { name: 'category 的名称' })).toHaveValue('通知类型');
    expect(within(dialog).getByRole('textbox', { name: 'category 的字典编号' })).toHaveValue('notice');
  });
});

describe('the add form', () => {
  it('picks the data source by name and names each missing field', async () => {
    const user = userEvent.setup();
    await openPage();
    const form = await openAddForm(user, '新增数据模型');
    const source = within(form).getByRole('combobox', { name: /数据源/ });
    expect(source).toHaveTextContent('本系统数据库');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    // Each message names its field, next to it (the control's description).
    for (const field of ['模型名称', '模型编号', '物理表名']) {
      const box = within(form).getByRole('textbox', { name: new RegExp(field) });
      await waitFor(() => expect(box).toHaveAccessibleDescription(new RegExp(`请.*${field}`)));
      expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    expect(store.table('model')).toHaveLength(1);

    await user.click(source);
    await user.click(await screen.findByRole('option', { name: 'mysql' }));
    await user.type(within(form).getByRole('textbox', { name: /模型名称/ }), '参数');
    await user.type(within(form).getByRole('textbox', { name: /模型编号/ }), 'param');
    await user.type(within(form).getByRole('textbox', { name: /物理表名/ }), 'blade_param');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(store.table('model')).toHaveLength(2));
    const datasource = store.table('datasource')[0]!;
    expect(store.table('model').find((row) => row.modelCode === 'param')).toMatchObject({
      datasourceId: String(datasource.id),
    });
  });
});

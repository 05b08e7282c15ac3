import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { message } from '../Toast';
import { CrudTable, type CrudTableProps } from './CrudTable';
import type { CrudColumn, CrudQuery } from './columns';
import {
  type Dict,
  dictColumns,
  makeDicts,
  makePackages,
  makeParams,
  makeWaybills,
  type Param,
  packageColumns,
  paramColumns,
  type TenantPackage,
  type Waybill,
  waybillColumns,
} from './fixtures/data';
import { pickTreeNodes } from './fixtures/play';
import { createMemoryCrudSource, type MemoryCrudOptions, type MemoryCrudSource } from './memorySource';
import { queryToSearchParams, searchParamsToQuery } from './searchParams';

type Loaded = { source: MemoryCrudSource<Param> };

function paramSource() {
  return createMemoryCrudSource(makeParams(), { delay: 30 });
}

/** The parameter page as a console page writes it: columns, a source and a permission prefix. */
function ParamPage({
  source,
  ...rest
}: { source: MemoryCrudSource<Param> } & Partial<CrudTableProps<Param>>) {
  return (
    <CrudTable<Param>
      title="参数管理"
      columns={paramColumns}
      load={source.load}
      onSubmit={source.submit}
      onRemove={source.remove}
      permissionPrefix="param"
      permission={{ param_add: true, param_edit: true, param_delete: true, param_view: true }}
      onExport={() => undefined}
      {...rest}
    />
  );
}

const meta: Meta = {
  title: 'Data/CrudTable',
  parameters: { layout: 'padded' },
  loaders: [async () => ({ source: paramSource() })],
  beforeEach: () => () => message.dismiss(),
  render: (_args, { loaded }) => <ParamPage source={(loaded as Loaded).source} />,
};
export default meta;
type Story = StoryObj;

const lastCall = (source: { calls: CrudQuery[] }) => source.calls[source.calls.length - 1] as CrudQuery;
const dataRows = (root: HTMLElement) =>
  within(root)
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-row'));
async function rowsLoaded(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(count), { timeout: 4000 });
}

/** The parameter page (SPEC §5): 11 records, 10 per page, search, date range, paging. */
export const Parameters: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    await rowsLoaded(canvasElement, 10);
    await expect(canvas.getByText('共 11 条')).toBeVisible();
    await expect(lastCall(source)).toMatchObject({ current: 1, size: 10 });
    // Page 2, then a keyword search goes back to page 1.
    await userEvent.click(canvas.getByRole('button', { name: /^2$|第 2 页/ }));
    await rowsLoaded(canvasElement, 1);
    await expect(lastCall(source).current).toBe(2);
    await userEvent.type(canvas.getByLabelText('参数名称'), '租户');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await rowsLoaded(canvasElement, 3);
    await expect(lastCall(source)).toMatchObject({ current: 1, paramName: '租户' });
  },
};

export const DateRangeAndReset: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    await rowsLoaded(canvasElement, 10);
    const range = canvas.getByRole('group', { name: '创建时间' });
    const start = within(range).getByRole('textbox', { name: '开始日期' }) as HTMLInputElement;
    const end = within(range).getByRole('textbox', { name: '结束日期' }) as HTMLInputElement;
    await userEvent.type(start, '2024-03-01');
    await userEvent.tab();
    await userEvent.type(end, '2024-05-31');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(lastCall(source)).toMatchObject({
        current: 1,
        createTime_dategt: '2024-03-01 00:00:00',
        createTime_datelt: '2024-05-31 23:59:59',
      }),
    );
    await rowsLoaded(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await rowsLoaded(canvasElement, 10);
    await expect(lastCall(source).createTime_dategt).toBeUndefined();
    await expect(start.value).toBe('');
  },
};

export const SortingAndPageSize: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    await rowsLoaded(canvasElement, 10);
    const header = canvas.getByRole('columnheader', { name: /参数键名/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastCall(source).ascs).toBe('param_key'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastCall(source).descs).toBe('param_key'));
    await rowsLoaded(canvasElement, 10);
    await expect(within(dataRows(canvasElement)[0] as HTMLElement).getByText('waybill.prefix')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /每页|条\/页|page/i }), '30');
    await waitFor(() => expect(lastCall(source)).toMatchObject({ size: 30, current: 1 }));
    await rowsLoaded(canvasElement, 11);
  },
};

/** Add: rules checked on blur with the SPEC §5 messages; a valid save says 新增成功. */
export const AddWithValidation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    const name = within(dialog).getByLabelText(/参数名称/);
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await within(dialog).findByText('请输入参数名称')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请输入参数键名')).toBeVisible();
    await expect(within(dialog).getByText('请输入参数键值')).toBeVisible();
    const value = within(dialog).getByLabelText(/参数键值/) as HTMLTextAreaElement;
    await expect(value.rows).toBe(6);
    await userEvent.type(name, '新参数');
    await userEvent.type(within(dialog).getByLabelText(/参数键名/), 'new.key');
    await userEvent.type(value, 'v');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('新增成功')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('new.key')).toBeVisible());
  },
};

export const EditAndView: Story = {
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const row = dataRows(canvasElement)[1] as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    const value = within(dialog).getByLabelText(/参数键值/);
    await expect(value).toHaveValue('123456');
    await userEvent.clear(value);
    await userEvent.type(value, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '修改' }));
    await expect(await screen.findByText('修改成功')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('654321')).toBeVisible());
    await userEvent.click(
      within(dataRows(canvasElement)[0] as HTMLElement).getByRole('button', { name: '查看' }),
    );
    const view = await screen.findByRole('dialog', { name: '查看' });
    await expect(within(view).getByLabelText(/参数名称/)).toHaveAttribute('readonly');
    await expect(within(view).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Delete: nothing selected warns; the confirmation deletes the selection. */
export const DeleteSelected: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    await rowsLoaded(canvasElement, 10);
    const toolbar = canvas.getByRole('toolbar');
    await userEvent.click(within(toolbar).getByRole('button', { name: '删除' }));
    await expect(await screen.findByText('请选择至少一条数据')).toBeVisible();
    const rows = dataRows(canvasElement);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    await expect(canvas.getByText('已选择 2 项')).toBeVisible();
    await userEvent.click(within(toolbar).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    await expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(source.rows()).toHaveLength(11);
    await userEvent.click(within(toolbar).getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('删除成功')).toBeVisible();
    await waitFor(() => expect(source.rows()).toHaveLength(9));
    await waitFor(() => expect(canvas.getByText('共 9 条')).toBeVisible());
  },
};

export const RowDelete: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(
      within(dataRows(canvasElement)[0] as HTMLElement).getByRole('button', { name: '删除' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('删除成功')).toBeVisible();
    await waitFor(() => expect(source.rows().some((r) => r.id === '1001')).toBe(false));
  },
};

/** Permissions: codes missing from the map hide the buttons. */
export const PermissionHidden: Story = {
  render: (_a, { loaded }) => (
    <ParamPage source={(loaded as Loaded).source} permission={{ param_add: true, param_view: true }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await expect(canvas.getByRole('button', { name: '新增' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: '查看' })).toHaveLength(10);
  },
};

/** A load failure shows an error state; retry loads again. */
export const ErrorState: Story = {
  loaders: [
    async () => {
      const options: MemoryCrudOptions = { fail: { load: '网络异常' } };
      return { source: createMemoryCrudSource(makeParams(), options), options };
    },
  ],
  play: async ({ canvas, canvasElement, loaded }) => {
    const { options } = loaded as Loaded & { options: MemoryCrudOptions };
    await expect(await canvas.findByRole('alert')).toHaveTextContent('数据加载失败');
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常');
    // The server recovers; retry loads the page.
    options.fail = {};
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await rowsLoaded(canvasElement, 10);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  loaders: [async () => ({ source: createMemoryCrudSource<Param>([]) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

/** A failed save ends the loading state and keeps the dialog open with what was typed. */
export const FailedSaveKeepsInput: Story = {
  loaders: [
    async () => ({ source: createMemoryCrudSource(makeParams(), { fail: { submit: '参数键名已存在' } }) }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await userEvent.type(within(dialog).getByLabelText(/参数名称/), '重复参数');
    await userEvent.type(within(dialog).getByLabelText(/参数键名/), 'account.failCount');
    await userEvent.type(within(dialog).getByLabelText(/参数键值/), '3');
    const save = within(dialog).getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog', { name: '新增' })).toBeVisible();
    await expect(within(dialog).getByLabelText(/参数名称/)).toHaveValue('重复参数');
    await expect(within(dialog).getByLabelText(/参数键名/)).toHaveValue('account.failCount');
    await expect(screen.queryByText('新增成功')).not.toBeInTheDocument();
  },
};

/** CSV of the selection (or the page): BOM, header, quoted cells. */
export const CsvExport: Story = {
  render: (_a, { loaded }) => {
    const source = (loaded as Loaded).source;
    return (
      <ParamPage
        source={source}
        onExport={(blob, name) => {
          void blob.arrayBuffer().then((buffer) => {
            const el = document.getElementById('csv-out');
            if (el)
              el.textContent = `${name}|${new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer)}`;
          });
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <pre id="csv-out" data-testid="csv" style={{ whiteSpace: 'pre-wrap' }} />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    const out = canvas.getByTestId('csv');
    await waitFor(() => expect(out.textContent).toContain('参数名称'));
    const [name, csv = ''] = (out.textContent ?? '').split('|');
    await expect(name).toMatch(/^参数管理-\d{14}\.csv$/);
    await expect(csv.charCodeAt(0)).toBe(0xfeff);
    await expect(csv).toContain('参数名称,参数键名,参数键值,创建时间\r\n');
    await expect(csv).toContain('"desk,flow,work,monitor,resource,role"');
    await expect(csv.trim().split('\r\n')).toHaveLength(11);
    await userEvent.click(within(dataRows(canvasElement)[2] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await waitFor(() => expect((out.textContent ?? '').trim().split('\r\n')).toHaveLength(2));
  },
};

export const ColumnsAndDensity: Story = {
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    const panel = await screen.findByRole('dialog', { name: '列设置' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: '参数键值' }));
    await expect(canvas.queryByRole('columnheader', { name: '参数键值' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '密度' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '紧凑' }));
    await waitFor(() =>
      expect((dataRows(canvasElement)[0] as HTMLElement).getBoundingClientRect().height).toBe(36),
    );
  },
};

/** Filters and paging in the URL: the app keeps `query` and writes it with queryToSearchParams. */
function UrlDemo({ source }: { source: MemoryCrudSource<Param> }) {
  const [url, setUrl] = useState('?current=2&paramKey=account');
  const query = useMemo(() => searchParamsToQuery(url.slice(1)), [url]);
  return (
    <>
      <output aria-label="URL" data-testid="url">
        {url}
      </output>
      <ParamPage
        source={source}
        query={query}
        onQueryChange={(next) => setUrl(`?${queryToSearchParams(next).toString()}`)}
      />
    </>
  );
}

export const QueryInUrl: Story = {
  render: (_a, { loaded }) => <UrlDemo source={(loaded as Loaded).source} />,
  play: async ({ canvas, loaded }) => {
    const { source } = loaded as Loaded;
    await waitFor(() => expect(lastCall(source)).toMatchObject({ current: 2, paramKey: 'account' }));
    await expect(canvas.getByLabelText('参数键名')).toHaveValue('account');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent(/^\?$/));
    await userEvent.type(canvas.getByLabelText('参数名称'), '账号');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(canvas.getByTestId('url')).toHaveTextContent(`?paramName=${encodeURIComponent('账号')}`),
    );
  },
};

// ---- Tenant package page: add, edit, delete; view disabled; dialog 600 ----

type PackageLoaded = { source: MemoryCrudSource<TenantPackage> };

export const TenantPackagePage: Story = {
  loaders: [async () => ({ source: createMemoryCrudSource(makePackages()) })],
  render: (_a, { loaded }) => {
    const { source } = loaded as PackageLoaded;
    return (
      <CrudTable<TenantPackage>
        title="租户套餐"
        columns={packageColumns}
        load={source.load}
        onSubmit={source.submit}
        onRemove={source.remove}
        actions={{ add: true, edit: true, delete: true, view: 'disabled' }}
        dialogWidth={600}
      />
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as PackageLoaded;
    await rowsLoaded(canvasElement, 3);
    for (const view of canvas.getAllByRole('button', { name: '查看' })) await expect(view).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().width).toBe(Math.min(600, window.innerWidth - 32)),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请输入套餐名称')).toBeVisible();
    await expect(within(dialog).getByText('请选择菜单')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/套餐名称/), '仓储套餐');
    await pickTreeNodes(within(dialog).getByRole('combobox', { name: /菜单列表/ }), ['运单管理', '线路调度']);
    await waitFor(() => expect(within(dialog).queryByText('请选择菜单')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('新增成功')).toBeVisible();
    await waitFor(() => expect(source.rows()[0]).toMatchObject({ packageName: '仓储套餐' }));
    // Multi-value fields are sent as comma-joined text (SPEC §3).
    await expect(String(source.rows()[0]?.menuId).split(',').sort()).toEqual(
      expect.arrayContaining(['21', '22']),
    );
  },
};

// ---- Dictionary tree: lazy children, 880 dialog, code and parent not editable ----

type DictLoaded = { source: MemoryCrudSource<Dict> };

function DictPage({ source }: { source: MemoryCrudSource<Dict> }) {
  const parents = useMemo(
    () => [
      { value: '0', title: '顶级' },
      ...makeDicts()
        .filter((d) => d.parentId === '0')
        .map((d) => ({ value: d.id, title: d.dictValue })),
    ],
    [],
  );
  return (
    <CrudTable<Dict>
      title="系统字典"
      columns={dictColumns(parents)}
      load={source.load}
      onSubmit={source.submit}
      onRemove={source.remove}
      tree={{ loadChildren: source.loadChildren }}
      dialogWidth={880}
    />
  );
}

export const DictionaryTree: Story = {
  loaders: [async () => ({ source: createMemoryCrudSource(makeDicts(), { tree: true, delay: 20 }) })],
  render: (_a, { loaded }) => <DictPage source={(loaded as DictLoaded).source} />,
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 4);
    const expand = canvas.getByRole('button', { name: '展开 sex' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await rowsLoaded(canvasElement, 7);
    await expect(canvas.getByRole('button', { name: '收起 sex' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('未知')).toBeVisible();
    const child = dataRows(canvasElement)[1] as HTMLElement;
    await userEvent.click(within(child).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().width).toBe(Math.min(880, window.innerWidth - 32)),
    );
    await expect(within(dialog).getByLabelText(/字典编号/)).toBeDisabled();
    await expect(within(dialog).getByLabelText(/上级字典/)).toBeDisabled();
    await expect(within(dialog).getByLabelText(/上级字典/)).toHaveTextContent('性别');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(canvas.getByRole('button', { name: '收起 sex' }));
    await rowsLoaded(canvasElement, 4);
  },
};

// ---- Virtualised bodies ----

const tenK = makeWaybills(10_000);
const hundredK = makeWaybills(100_000);

function BigTable({ rows, columns }: { rows: Waybill[]; columns: CrudColumn<Waybill>[] }) {
  return (
    <CrudTable<Waybill>
      title="运单"
      columns={columns}
      rows={rows}
      maxHeight={480}
      actions={{ export: true }}
    />
  );
}

async function scrollsToEnd(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(5));
  // Only a window of rows is in the DOM.
  await expect(dataRows(canvasElement).length).toBeLessThan(60);
  const region = within(canvasElement).getByRole('region', { name: '运单' });
  await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-rowcount', String(count + 1));
  region.scrollTop = region.scrollHeight;
  await waitFor(() => expect(within(canvasElement).getByText(`SF${1_000_000 + count - 1}`)).toBeVisible());
  await expect(dataRows(canvasElement).length).toBeLessThan(60);
  const header = within(canvasElement).getAllByRole('columnheader')[1] as HTMLElement;
  // The header sticks to the top of the scrolled region.
  await expect(Math.round(header.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
    Math.round(region.getBoundingClientRect().top),
  );
}

export const TenThousandRows: Story = {
  render: () => <BigTable rows={tenK} columns={waybillColumns} />,
  play: async ({ canvasElement }) => {
    await scrollsToEnd(canvasElement, 10_000);
  },
};

export const HundredThousandRows: Story = {
  render: () => <BigTable rows={hundredK} columns={waybillColumns} />,
  play: async ({ canvas, canvasElement }) => {
    await scrollsToEnd(canvasElement, 100_000);
    // Client-side search over 100k rows.
    await userEvent.type(canvas.getByLabelText('运单号'), 'SF1099999');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByText('共 1 条')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(within(canvas.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('please select at least one record')).toBeVisible();
    await userEvent.click(within(dataRows(canvasElement)[0] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(canvas.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Delete the selected data?');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(await screen.findByText('deleted successfully')).toBeVisible();
  },
};

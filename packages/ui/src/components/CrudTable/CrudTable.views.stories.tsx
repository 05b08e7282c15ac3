import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoAxeViolations } from '../../stories/fixtures/axe';
import { openDialog } from '../../stories/support/play';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import {
  type Dict,
  dictColumns,
  makeDicts,
  makeWaybills,
  type Waybill,
  waybillColumns,
} from './fixtures/data';
import { MemoryCrudTable } from './fixtures/MemoryCrudTable';
import { crudTableMeta, dataRows, type Loaded, ParamPage, rowsLoaded } from './fixtures/stories';
import { createMemoryCrudSource, type MemoryCrudSource } from './memorySource';

/** Export, columns and density, tree rows and virtualised bodies of 10k and 100k rows. */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

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
    const panel = await openDialog(canvas, '列设置', '列设置');
    await expectNoAxeViolations();
    await userEvent.click(within(panel).getByRole('checkbox', { name: '参数键值' }));
    await expect(canvas.queryByRole('columnheader', { name: '参数键值' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '密度' }));
    const compact = await screen.findByRole('menuitemradio', { name: '紧凑' });
    await expectNoAxeViolations();
    await userEvent.click(compact);
    await waitFor(() =>
      expect((dataRows(canvasElement)[0] as HTMLElement).getBoundingClientRect().height).toBe(36),
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
    <MemoryCrudTable<Dict>
      source={source}
      title="系统字典"
      columns={dictColumns(parents)}
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
  // The first rows show while the virtualiser's code arrives (BodyRows): the first time, on a busy
  // machine, that can take longer than waitFor's default second.
  await waitFor(() => expect(within(canvasElement).getByText(`SF${1_000_000 + count - 1}`)).toBeVisible(), {
    timeout: 5000,
  });
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

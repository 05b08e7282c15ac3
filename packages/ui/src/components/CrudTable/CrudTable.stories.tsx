import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { makeParams, type Param } from './fixtures/data';
import { pressToolbarButton } from './fixtures/play';
import { crudTableMeta, dataRows, type Loaded, lastCall, ParamPage, rowsLoaded } from './fixtures/stories';
import { createMemoryCrudSource, type MemoryCrudOptions, type MemoryCrudSource } from './memorySource';
import { queryToSearchParams, searchParamsToQuery } from './searchParams';

/** Searching, paging, sorting, the URL, load failures and languages. */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

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
    // The ascending rows stay on screen until the descending answer lands: wait for that answer.
    await waitFor(() =>
      expect(within(dataRows(canvasElement)[0] as HTMLElement).getByText('waybill.prefix')).toBeVisible(),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /每页|条\/页|page/i }), '30');
    await waitFor(() => expect(lastCall(source)).toMatchObject({ size: 30, current: 1 }));
    await rowsLoaded(canvasElement, 11);
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
  play: async ({ canvas, canvasElement, loaded }) => {
    const { source } = loaded as Loaded;
    // The address is read: the first load asks for page 2 of "account". Its four records fit on
    // one page, so the table then shows page 1 (an old link) and the address follows.
    await waitFor(() => expect(source.calls[0]).toMatchObject({ current: 2, paramKey: 'account' }));
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent(/^\?paramKey=account$/));
    await expect(lastCall(source)).toMatchObject({ current: 1, paramKey: 'account' });
    await rowsLoaded(canvasElement, 4);
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
    await pressToolbarButton(canvas, 'Delete');
    await expect(await screen.findByText('Select at least one row')).toBeVisible();
    await userEvent.click(within(dataRows(canvasElement)[0] as HTMLElement).getByRole('checkbox'));
    await pressToolbarButton(canvas, 'Delete');
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Delete the selected data?');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(await screen.findByText('Deleted')).toBeVisible();
  },
};

/** The gap between the scrolling area's bottom edge and its table's (px). */
function gapBelowTable(canvasElement: HTMLElement): number {
  const table = canvasElement.querySelector('table') as HTMLElement;
  const area = table.parentElement as HTMLElement;
  return area.getBoundingClientRect().bottom - table.getBoundingClientRect().bottom;
}

/**
 * A table of one row ends at that row: the pager follows it, not a 36 px empty band (the scrolling
 * area was at least 120 px tall).
 */
export const OneRowEndsAtItsRow: Story = {
  loaders: [async () => ({ source: createMemoryCrudSource(makeParams().slice(0, 1)) })],
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 1);
    await expect(gapBelowTable(canvasElement)).toBeLessThanOrEqual(1);
  },
};

/**
 * A `maxHeight` shorter than 120 px (60vh of a short window) still leaves the rows 120 px to scroll
 * in, and an empty table its whole message.
 */
export const ShortMaxHeightKeepsRoom: Story = {
  render: (_a, { loaded }) => <ParamPage source={(loaded as Loaded).source} maxHeight={60} />,
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const area = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    await expect(area.getBoundingClientRect().height).toBeGreaterThanOrEqual(120);
  },
};

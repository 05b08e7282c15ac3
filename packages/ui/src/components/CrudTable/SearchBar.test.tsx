import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { type Param, paramColumns } from './fixtures/data';
import { SearchBar } from './SearchBar';

afterEach(cleanup);

/** The search bar inside `<Activity>`, as a kept console page has it (hidden while another tab is shown). */
function Bar({ shown, filters }: { shown: boolean; filters: Record<string, string> }) {
  return (
    <UiProvider>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <SearchBar<Param> columns={paramColumns} filters={filters} onSearch={vi.fn()} onReset={vi.fn()} />
      </Activity>
    </UiProvider>
  );
}

const nameBox = () => screen.getByRole('textbox', { name: '参数名称' }) as HTMLInputElement;

describe('SearchBar', () => {
  it('keeps text typed but not yet searched when its hidden page is shown again', () => {
    const applied = { paramName: '账号' };
    const { rerender } = render(<Bar shown filters={applied} />);
    fireEvent.change(nameBox(), { target: { value: '账号错误' } });

    // Hiding and showing again re-runs the bar's effects with the same applied filters.
    rerender(<Bar shown={false} filters={applied} />);
    rerender(<Bar shown filters={applied} />);
    expect(nameBox().value).toBe('账号错误');
  });

  it('shows new applied filters that come from outside (the address, a reset)', () => {
    const { rerender } = render(<Bar shown filters={{ paramName: '账号' }} />);
    fireEvent.change(nameBox(), { target: { value: 'typed' } });
    rerender(<Bar shown filters={{ paramName: '租户' }} />);
    expect(nameBox().value).toBe('租户');
    rerender(<Bar shown filters={{}} />);
    expect(nameBox().value).toBe('');
  });

  it("says a column's own placeholder in its search box, else 请输入 + label", () => {
    // A label that makes a poor English sentence ("Enter stored in") gives the column its own hint.
    const columns = paramColumns.map((column) =>
      column.field === 'paramName' ? { ...column, placeholder: '如：账号错误次数' } : column,
    );
    render(
      <UiProvider>
        <SearchBar<Param> columns={columns} filters={{}} onSearch={vi.fn()} onReset={vi.fn()} />
      </UiProvider>,
    );
    expect(nameBox().placeholder).toBe('如：账号错误次数');
    expect(screen.getByRole('textbox', { name: '参数键名' })).toHaveAttribute(
      'placeholder',
      '请输入参数键名',
    );
  });

  it("names a picker's place while the picker's code loads, as the picker is named", async () => {
    // Fresh modules: the lazy pickers have not arrived yet (another test may have loaded them).
    vi.resetModules();
    const [{ SearchBar: FreshBar }, { UiProvider: FreshProvider }] = await Promise.all([
      import('./SearchBar'),
      import('../../provider/UiProvider'),
    ]);
    render(
      <FreshProvider>
        <FreshBar<Param> columns={paramColumns} filters={{}} onSearch={vi.fn()} onReset={vi.fn()} />
      </FreshProvider>,
    );
    const loading = [...document.querySelectorAll('input[aria-busy]')];
    expect(loading).not.toHaveLength(0);
    // The date range's place, labelled by its caption (axe found it unnamed in a story).
    expect(loading).toContain(screen.getByRole('textbox', { name: '创建时间' }));
  });
});

const onSearch = vi.fn();
/** The bar as a phone's table draws it (`narrow`), or a wide screen's. */
const PhoneBar = ({
  filters = {},
  narrow = true,
}: {
  filters?: Record<string, string>;
  narrow?: boolean;
}) => (
  <UiProvider>
    <SearchBar<Param>
      columns={paramColumns}
      filters={filters}
      onSearch={onSearch}
      onReset={vi.fn()}
      narrow={narrow}
    />
  </UiProvider>
);
describe('SearchBar on a phone', () => {
  const fields = () => screen.getByRole('search').querySelectorAll('label, span[id]').length;

  it('shows the first two fields, and the rest behind 更多条件', () => {
    render(<PhoneBar />);
    expect(fields()).toBe(2);
    const more = screen.getByRole('button', { name: '更多条件' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(fields()).toBe(3);
    expect(screen.getByRole('button', { name: '收起条件' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('folded, a field still searches with what it holds', () => {
    render(<PhoneBar filters={{ createTime_dategt: '2026-01-01 00:00:00' }} />);
    fireEvent.click(screen.getByRole('button', { name: '收起条件' }));
    fireEvent.change(nameBox(), { target: { value: '账号' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith({
      createTime_dategt: '2026-01-01 00:00:00',
      paramName: '账号',
    });
  });

  it('starts unfolded when a folded field filters the list', () => {
    render(<PhoneBar filters={{ createTime_datelt: '2026-12-31 23:59:59' }} />);
    expect(fields()).toBe(3);
    expect(screen.getByRole('button', { name: '收起条件' })).toBeInTheDocument();
  });

  it('puts the fields of what heads a card first, so the folded two tell rows apart', () => {
    const headedByTime = paramColumns.map((column) =>
      column.field === 'createTime' ? { ...column, card: 'title' as const } : column,
    );
    const { rerender } = render(
      <UiProvider>
        <SearchBar<Param> columns={headedByTime} filters={{}} onSearch={onSearch} onReset={vi.fn()} narrow />
      </UiProvider>,
    );
    const shownFields = () =>
      [...screen.getByRole('search').querySelectorAll('label, span[id]')].map((field) => field.textContent);
    expect(shownFields()).toEqual(['创建时间', '参数名称']);
    // A wide screen keeps the columns' order.
    rerender(
      <UiProvider>
        <SearchBar<Param> columns={headedByTime} filters={{}} onSearch={onSearch} onReset={vi.fn()} />
      </UiProvider>,
    );
    expect(shownFields()).toEqual(['参数名称', '参数键名', '创建时间']);
  });

  it('does not fold on a wide screen', () => {
    render(<PhoneBar narrow={false} />);
    expect(fields()).toBe(3);
    expect(screen.queryByRole('button', { name: '更多条件' })).toBeNull();
  });
});

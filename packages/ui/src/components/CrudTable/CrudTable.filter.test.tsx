import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import type { CrudColumn, CrudQuery } from './columns';
import { giveElementsASize } from './fixtures/layout';

afterEach(cleanup);
beforeAll(giveElementsASize);

interface User {
  id: string;
  account: string;
}

const columns: CrudColumn<User>[] = [{ field: 'account', label: '登录账号', searchable: true }];

/** 25 users per department, ten to a page: the page a load asks for is in each account. */
function loader() {
  return vi.fn(async (query: CrudQuery) => ({
    records: Array.from({ length: 10 }, (_, i) => ({
      id: `${query.deptId}-${query.current}-${i}`,
      account: `${query.deptId ?? 'all'}-p${query.current}-${i}`,
    })),
    total: 25,
    size: 10,
    current: query.current,
    pages: 3,
  }));
}

function Table({ load, deptId }: { load: ReturnType<typeof loader>; deptId?: string }) {
  return (
    <UiProvider>
      <CrudTable<User> columns={columns} load={load} filter={{ deptId }} title="用户管理" />
    </UiProvider>
  );
}

describe('a condition from outside the table (the tree beside 用户管理)', () => {
  it('is sent with every load, is not the search bar’s, and a change goes back to the first page', async () => {
    const load = loader();
    const { rerender } = render(<Table load={load} deptId="7" />);
    expect(await screen.findByText('7-p1-0')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ deptId: '7', current: 1 }));
    expect(screen.getByRole('textbox', { name: '登录账号' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('7-p2-0')).toBeInTheDocument();

    rerender(<Table load={load} deptId="8" />);
    expect(await screen.findByText('8-p1-0')).toBeInTheDocument();
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ deptId: '8', current: 1 })),
    );

    // The same condition again (a new object, the same content) loads nothing more.
    const calls = load.mock.calls.length;
    rerender(<Table load={load} deptId="8" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(calls);

    rerender(<Table load={load} />);
    expect(await screen.findByText('all-p1-0')).toBeInTheDocument();
    expect(load.mock.lastCall?.[0]).not.toHaveProperty('deptId', expect.anything());
  });
});

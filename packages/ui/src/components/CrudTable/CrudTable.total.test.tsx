import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import { giveElementsASize } from './fixtures/layout';

afterEach(cleanup);
beforeAll(giveElementsASize);

interface Dept {
  id: string;
  deptName: string;
  children?: Dept[];
}

const columns: CrudColumn<Dept>[] = [{ field: 'deptName', label: '机构名称' }];
/** 机构管理's forest: one root with two children, all three rows on screen. */
const forest: Dept[] = [
  {
    id: '1',
    deptName: '布雷德科技',
    children: [
      { id: '2', deptName: '常州布雷德' },
      { id: '3', deptName: '苏州布雷德' },
    ],
  },
];

describe('the count under an unpaged tree table (issue 16, point 8)', () => {
  it('counts every row of the tree, roots and children alike, not only the roots', async () => {
    render(
      <UiProvider>
        <CrudTable<Dept>
          columns={columns}
          rows={forest}
          tree={{ defaultExpandAll: true }}
          pagination={false}
        />
      </UiProvider>,
    );
    expect(await screen.findByText('布雷德科技')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('counts the rows of a flat table as before', async () => {
    render(
      <UiProvider>
        <CrudTable<Dept> columns={columns} rows={forest[0]!.children!} pagination={false} />
      </UiProvider>,
    );
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import { giveElementsASize } from './fixtures/layout';
import { createMemoryCrudSource } from './memorySource';

afterEach(cleanup);
beforeAll(giveElementsASize);

interface Person {
  id: string;
  name: string;
  sex: number | string | null;
}

const columns: CrudColumn<Person>[] = [
  { field: 'name', label: '姓名' },
  {
    field: 'sex',
    label: '性别',
    type: 'select',
    options: [
      { value: 1, label: '男' },
      { value: 2, label: '女' },
    ],
  },
];

// Blade's three ways of "not set" for a dictionary field, beside a set one.
const people: Person[] = [
  { id: '1', name: '甲', sex: -1 },
  { id: '2', name: '乙', sex: '' },
  { id: '3', name: '丙', sex: null },
  { id: '4', name: '丁', sex: 2 },
];

describe('a dictionary cell', () => {
  it('shows a dash for an unset value (-1, empty, null), never the raw -1', async () => {
    const source = createMemoryCrudSource(people);
    render(
      <UiProvider>
        <CrudTable<Person> title="用户" columns={columns} load={source.load} recordLabel="用户" />
      </UiProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(people.length + 1));
    const sexOf = (name: string) => {
      const row = screen.getByRole('row', { name: new RegExp(name) });
      const header = screen.getAllByRole('columnheader').findIndex((th) => th.textContent === '性别');
      return within(row).getAllByRole('cell')[header]?.textContent;
    };
    expect(sexOf('甲')).toBe('—');
    expect(sexOf('乙')).toBe('—');
    expect(sexOf('丙')).toBe('—');
    expect(sexOf('丁')).toBe('女');
  });
});

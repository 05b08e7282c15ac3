import type { ModelPrototype } from '@blade-console/blade-client';
import { UiProvider } from '@blade-console/ui';
import { i18n } from '@blade-console/ui/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadShellStrings, registerConsoleStrings } from '../../../../i18n';
import { PrototypeGrid } from './PrototypeGrid';

type Row = Partial<ModelPrototype>;
const ROWS: Row[] = [
  {
    jdbcName: 'title',
    jdbcType: 'character varying(255)',
    jdbcComment: '标题',
    propertyName: 'title',
    propertyType: 'string',
    componentType: 'input',
    isRequired: 1,
    isList: 1,
    isQuery: 1,
    isForm: 1,
  },
  {
    jdbcName: 'kind',
    jdbcType: 'integer',
    jdbcComment: '',
    propertyName: 'kind',
    propertyType: 'number',
    componentType: 'number',
    isRequired: 0,
    isList: 1,
    isQuery: 0,
    isForm: 1,
  },
];

/** The grid as a page holds it: the rows in state, each change recorded. */
function Harness({ changes }: { changes: Row[][] }) {
  const [rows, setRows] = useState(ROWS);
  return (
    <PrototypeGrid
      rows={rows}
      onChange={(next) => {
        changes.push(next);
        setRows(next);
      }}
    />
  );
}

beforeAll(async () => {
  registerConsoleStrings();
  await i18n.changeLanguage('zh');
  await loadShellStrings();
});
afterEach(cleanup);

describe('PrototypeGrid', () => {
  it('shows one row per column with its type, and edits only the row it is in', async () => {
    const changes: Row[][] = [];
    const user = userEvent.setup();
    render(
      <UiProvider>
        <Harness changes={changes} />
      </UiProvider>,
    );
    const grid = screen.getByRole('table', { name: '模型字段' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '列名',
      '列类型',
      '名称',
      '字段名',
      'TS 类型',
      '组件',
      '字典编号',
      '必填',
      '列表',
      '搜索',
      '表单',
    ]);
    const kind = within(grid).getAllByRole('cell', { name: 'kind' })[0]!.closest('tr')!;
    expect(within(kind).getByRole('cell', { name: 'integer' })).toBeInTheDocument();

    await user.type(within(grid).getByRole('textbox', { name: 'kind 的名称' }), '类别');
    await user.click(within(grid).getByRole('combobox', { name: 'kind 的组件' }));
    await user.click(await screen.findByRole('option', { name: '下拉选择' }));
    await user.type(within(grid).getByRole('textbox', { name: 'kind 的字典编号' }), 'notice');
    await user.click(within(grid).getByRole('checkbox', { name: '搜索 kind' }));
    await user.click(within(grid).getByRole('checkbox', { name: '列表 kind' }));

    const last = changes.at(-1)!;
    expect(last[1]).toMatchObject({
      jdbcComment: '类别',
      componentType: 'select',
      dictCode: 'notice',
      isQuery: 1,
      isList: 0,
      isRequired: 0,
    });
    expect(last[0]).toEqual(ROWS[0]);
    expect(within(grid).getByRole('checkbox', { name: '搜索 kind' })).toBeChecked();
    expect(within(grid).getByRole('combobox', { name: 'kind 的组件' })).toHaveTextContent('下拉选择');
  });
});

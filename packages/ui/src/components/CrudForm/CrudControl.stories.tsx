import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { CrudColumn } from '../CrudTable/columns';
import { sealedOptions } from '../CrudTable/fixtures/data';
import { CrudControl } from '.';

type Row = Record<string, unknown>;

/**
 * The control a column gets in a form, for a page that lays out its own fields (a column's own
 * `control` replaces it). Text, a select from the column's options and a switch.
 */
function Fields({ onChange }: { onChange: (field: string, value: unknown) => void }) {
  const columns: CrudColumn<Row>[] = [
    { field: 'paramName', label: '参数名称' },
    { field: 'isSealed', label: '封存', type: 'select', options: sealedOptions },
  ];
  const [values, setValues] = useState<Row>({});
  return (
    <div style={{ display: 'grid', gap: 12, width: 320 }}>
      {columns.map((column) => (
        <label key={column.field} style={{ display: 'grid', gap: 4 }} htmlFor={column.field}>
          {column.label}
          <CrudControl
            id={column.field}
            column={column}
            label={column.label}
            value={values[column.field]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [column.field]: value }));
              onChange(column.field, value);
            }}
          />
        </label>
      ))}
    </div>
  );
}

export default {
  title: 'Data/CrudForm/CrudControl',
  component: Fields,
  args: { onChange: fn() },
} satisfies Meta<typeof Fields>;
type Story = StoryObj<typeof Fields>;

export const ControlsByColumnType: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByPlaceholderText('请输入参数名称');
    await userEvent.type(name, '初始密码');
    await expect(name).toHaveValue('初始密码');
    await expect(args.onChange).toHaveBeenLastCalledWith('paramName', '初始密码');
    // A select column asks to choose, in its own words.
    await expect(canvas.getByText('请选择封存')).toBeVisible();
  },
};

const departments: CrudColumn<Row> = {
  field: 'deptId',
  label: '所属部门',
  type: 'tree',
  multiple: true,
  checkStrictly: true,
  treeOptions: [
    {
      value: '1',
      title: '江苏总部',
      children: [
        { value: '11', title: '苏州分公司' },
        { value: '12', title: '常州分公司' },
      ],
    },
  ],
};

function Departments({ onChange }: { onChange: (field: string, value: unknown) => void }) {
  const [value, setValue] = useState<unknown>([]);
  return (
    <CrudControl
      column={departments}
      label="所属部门"
      aria-label="所属部门"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange('deptId', next);
      }}
    />
  );
}

/**
 * A tree column with `checkStrictly` (a user's departments, issue 39): choosing a parent chooses
 * it alone, not every office under it.
 */
export const TreeChosenOneByOne: Story = {
  render: (args) => <Departments {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属部门' }));
    const tree = await screen.findByRole('tree');
    await userEvent.click(within(tree).getByText('江苏总部'));
    await expect(args.onChange).toHaveBeenLastCalledWith('deptId', ['1']);
    // Opened, the branch shows its offices unchosen.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(tree).findByRole('treeitem', { name: '苏州分公司' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

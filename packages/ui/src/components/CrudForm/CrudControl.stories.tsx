import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

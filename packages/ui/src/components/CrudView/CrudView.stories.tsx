import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CrudColumn } from '../CrudTable/columns';
import { CrudView } from '.';

type Row = Record<string, unknown>;

const columns: CrudColumn<Row>[] = [
  { field: 'realName', label: '姓名' },
  { field: 'sex', label: '性别', type: 'select', options: [{ label: '男', value: 1 }] },
  { field: 'status', label: '启用', type: 'switch' },
  { field: 'phone', label: '手机号码' },
  { field: 'remark', label: '备注', type: 'textarea', span: 24 },
];

export default {
  title: 'Data/CrudView',
  component: CrudView<Row>,
  args: {
    columns,
    spanOf: (column: CrudColumn<Row>) => column.span ?? 12,
    record: { realName: '张伟', sex: 1, status: 1, phone: '', remark: '华东区域仓配负责人。\n周末值班。' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CrudView<Row>>;
type Story = StoryObj<typeof CrudView<Row>>;

/** The view dialog's body: labels beside values, dictionary labels, unset fields said so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('definition', { name: '性别' })).toHaveTextContent(/^男$/);
    await expect(canvas.getByRole('definition', { name: '启用' })).toHaveTextContent('是');
    await expect(canvas.getByRole('definition', { name: '手机号码' })).toHaveTextContent('未填写');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

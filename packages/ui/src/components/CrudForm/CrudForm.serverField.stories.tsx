import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CrudColumn } from '../CrudTable/columns';
import { CrudForm } from './CrudForm';

interface Row {
  paramName?: string;
  paramKey?: string;
}

const columns: CrudColumn<Row>[] = [
  { field: 'paramName', label: '参数名称', rules: [{ required: true }] },
  { field: 'paramKey', label: '参数键名', rules: [{ required: true }] },
];

/** The app's error of a save refused because of one field (the server's 400 with `data.field`). */
class FieldRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A form whose save the server refuses: the key is taken. */
function Harness({ onSubmitError }: { onSubmitError: (error: unknown) => void }) {
  return (
    <CrudForm<Row>
      columns={columns}
      mode="add"
      open
      onOpenChange={() => {}}
      title="新增参数"
      onSubmit={async (row) => {
        throw new FieldRefused('paramKey', `当前参数键名「${row.paramKey}」已存在`);
      }}
      onSubmitError={onSubmitError}
      fieldErrorOf={(error) =>
        error instanceof FieldRefused ? { field: error.field, message: error.message } : undefined
      }
    />
  );
}

export default {
  title: 'Data/CrudForm/Server field error',
  component: Harness,
  args: { onSubmitError: fn() },
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

/**
 * A save the server refuses because of one field shows its message at that field, focused, as
 * the form's own rules do (a duplicate key was only a toast above the form), and the dialog stays
 * open with what was typed; the message goes once the field is changed.
 */
export const AtTheField: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: '新增参数' }));
    await userEvent.type(form.getByLabelText(/参数名称/), '初始密码');
    const key = form.getByLabelText(/参数键名/);
    await userEvent.type(key, 'account.initPassword');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByText('当前参数键名「account.initPassword」已存在')).toBeVisible();
    await expect(key).toHaveFocus();
    await expect(key).toHaveValue('account.initPassword');
    await expect(args.onSubmitError).not.toHaveBeenCalled();
    await userEvent.type(key, '2');
    await waitFor(() => expect(form.queryByText(/已存在/)).toBeNull());
  },
};

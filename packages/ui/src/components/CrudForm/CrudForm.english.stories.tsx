import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import type { CrudColumn } from '../CrudTable/columns';
import { CrudForm } from './CrudForm';

type Row = Record<string, unknown>;

// A column's placeholder may be an i18n key of the page's namespace, as its label may.
i18n.addResourceBundle('en', 'demo', { user: { password2Placeholder: 'Re-enter password' } }, true, true);

/** The user dialog's longest English labels, in its two columns of an 880 px dialog. */
const columns: CrudColumn<Row>[] = [
  { field: 'account', label: 'Account', span: 12, rules: [{ required: true }] },
  { field: 'tenantId', label: 'Tenant', span: 12, rules: [{ required: true }] },
  { field: 'password', label: 'Password', type: 'password', span: 12, rules: [{ required: true }] },
  {
    field: 'password2',
    label: 'Confirm password',
    type: 'password',
    span: 12,
    placeholder: 'demo:user.password2Placeholder',
    rules: [{ required: true }],
  },
  { field: 'deptId', label: 'Departments', span: 12, rules: [{ required: true }] },
];

export default {
  title: 'Data/CrudForm/English',
  component: CrudForm<Row>,
  args: { columns, width: 880, mode: 'add', open: true, onOpenChange: fn(), onSubmit: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof CrudForm<Row>>;
type Story = StoryObj<typeof CrudForm<Row>>;

/** Issue 16, point 7: no English label wraps and no placeholder is cut (the default label width). */
export const LabelsOnOneLine: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    for (const name of ['Account', 'Confirm password', 'Departments']) {
      const label = within(dialog).getByText(name).closest('label') as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
      await expect(label.getBoundingClientRect().height, name).toBeLessThan(1.5 * lineHeight);
    }
    const confirm = within(dialog).getByPlaceholderText('Re-enter password') as HTMLInputElement;
    // The placeholder's text, drawn in the input's font, fits the box it is typed in.
    const style = getComputedStyle(confirm);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room =
      confirm.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    await expect(context.measureText(confirm.placeholder).width).toBeLessThanOrEqual(room);
  },
};

/**
 * An upload's limit reads as people write sizes: "2 MB" for `maxSizeKb: 2048` (the attachments' and
 * pictures' limit), in the hint under the field and when a larger file is refused ("2048kb" before).
 */
export const UploadLimitInMegabytes: Story = {
  args: {
    columns: [
      {
        field: 'cover',
        label: 'Cover',
        type: 'upload',
        upload: { accept: ['image/jpeg', 'image/png'], maxSizeKb: 2048 },
      },
    ],
    width: 600,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    const hint = 'Only jpeg/png files, at most 2 MB';
    await expect(within(dialog).getByRole('button', { name: 'Cover' })).toHaveAccessibleDescription(hint);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(2049 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big, { applyAccept: false });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file cannot be larger than 2 MB',
    );
  },
};

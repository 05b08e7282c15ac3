import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { Form, FormItem, useForm } from '../Form';
import { AvatarUpload, Upload } from '.';
import { bytes, drop, failingUpload, fakeAvatarUpload, fakeUpload, pngFile } from './fixtures';

export default {
  title: 'Components/Upload',
  component: Upload,
  args: { onUpload: fn(fakeUpload), onChange: fn(), 'aria-label': '附件' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Upload>;
type Story = StoryObj<typeof Upload>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '选择文件' });
    await expect(button).toHaveAccessibleDescription('只能上传 jpg/png 文件，且不超过 500 KB');
    const input = canvas.getByLabelText('附件').querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');
    await userEvent.upload(input, await pngFile('运单.png'));
    await expect(await canvas.findByRole('link', { name: '运单.png' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/upload/%E8%BF%90%E5%8D%95.png',
    );
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'https://cdn.example.com/upload/%E8%BF%90%E5%8D%95.png',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '删除 运单.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Refused files are not sent, and the user is told which file and why. */
export const RefusedFiles: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText('点击或将文件拖到此处上传');
    drop(zone, [bytes('合同.pdf', 'application/pdf', 2000), bytes('大图.png', 'image/png', 600 * 1024)]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('“合同.pdf”不是 jpg/png 文件，未上传');
    await expect(alert).toHaveTextContent('“大图.png”大小为 600 KB，超过了 500 KB 的上限，未上传');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(
      /只能上传 jpg\/png 文件.*合同\.pdf/,
    );
  },
};

export const UploadFails: Story = {
  args: { onUpload: fn(failingUpload) },
  play: async ({ canvas }) => {
    drop(canvas.getByText('点击或将文件拖到此处上传'), [await pngFile('a.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“a.png”上传失败：网络超时');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const MaxCount: Story = {
  args: {
    maxCount: 2,
    defaultValue: ['https://cdn.example.com/upload/a.png', 'https://cdn.example.com/upload/b.jpg'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['https://cdn.example.com/upload/a.png'] },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: '选择文件' }));
  },
};

interface InfoValues {
  avatar: string | null;
  files: string[];
}

function InForm() {
  const form = useForm<InfoValues>({ defaultValues: { avatar: null, files: [] } });
  const [saved, setSaved] = useState('');
  return (
    <Form form={form} onSubmit={(v) => setSaved(JSON.stringify(v))}>
      <FormItem name="avatar" label="头像" required="请上传头像">
        <AvatarUpload onUpload={fakeAvatarUpload} />
      </FormItem>
      <FormItem name="files" label="附件">
        <Upload onUpload={fakeUpload} />
      </FormItem>
      <button type="submit">保存</button>
      <output>{saved}</output>
    </Form>
  );
}

/** Wired to react-hook-form through FormItem: required avatar, list of links. */
export const InFormItem: Story = {
  render: () => <InForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请上传头像')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '头像' })).toBeVisible();
    drop(canvas.getByRole('button', { name: '上传头像' }), [await pngFile('me.png')]);
    await waitFor(() => expect(canvas.getByRole('button', { name: '更换头像' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/"avatar":"blob:/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'Only jpg/png files up to 500 KB',
    );
    drop(canvas.getByText('Click or drop a file here to upload'), [
      bytes('big.jpg', 'image/jpeg', 2 * 1024 * 1024),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“big.jpg” is 2 MB, over the 500 KB limit, and was not uploaded',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Upload
        aria-label="附件"
        onUpload={fakeUpload}
        defaultValue={['https://cdn.example.com/upload/a.png']}
      />
      <AvatarUpload aria-label="头像" onUpload={fakeAvatarUpload} />
    </div>
  ),
};

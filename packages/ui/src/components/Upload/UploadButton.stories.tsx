import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UploadButton } from '.';

export default {
  title: 'Components/UploadButton',
  component: UploadButton,
  args: { children: '上传附件', onFiles: fn() },
} satisfies Meta<typeof UploadButton>;
type Story = StoryObj<typeof UploadButton>;

/** The bare picker button: the upload icon before its label; any file by default, handed over as is. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: '上传附件' });
    await expect(button.querySelector('svg')).not.toBeNull();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '');
    // The input is out of the tab order: the button is what a keyboard reaches.
    await expect(input).toHaveAttribute('tabindex', '-1');
    const file = new File(['合同'], '合同.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

/** As the attachments' primary action: the accent colour, its spinner while the file goes up. */
export const PrimaryUploading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传附件' })).toHaveAttribute('aria-busy', 'true');
  },
};

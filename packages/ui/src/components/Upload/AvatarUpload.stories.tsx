import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectThemePanels, inAllThemes } from '../../stories/support/allThemes';
import { over, readColor } from '../../stories/support/color';
import { tabTo } from '../../stories/support/play';
import { AvatarUpload } from '.';
import { bytes, drop, fakeAvatarUpload, pngFile, storedAvatar } from './fixtures';

/** The avatar picker (personal info, the user form's `image` field with `avatar`). */
export default {
  title: 'Components/AvatarUpload',
  component: AvatarUpload,
  args: { onUpload: fn(fakeAvatarUpload), onChange: fn(), 'aria-label': '头像' },
} satisfies Meta<typeof AvatarUpload>;
type Story = StoryObj<typeof AvatarUpload>;

/** Refuses what is not jpg/png and says why; uploads a picture and shows it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '上传头像' });
    await expect(button).toHaveAccessibleDescription('只能上传 jpg/png 文件，且不超过 500 KB');
    drop(button, [bytes('头像.gif', 'image/gif', 1000)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“头像.gif”不是 jpg/png 文件，未上传');
    await expect(args.onUpload).not.toHaveBeenCalled();
    drop(button, [await pngFile('头像.png')]);
    await waitFor(() => expect(canvas.getByRole('button', { name: '更换头像' })).toBeVisible());
    await expect(canvas.getByRole('img', { name: '头像' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^blob:/));
  },
};

/** A stored avatar: the picture, and the button says it changes it. */
export const WithAvatar: Story = {
  args: { defaultValue: storedAvatar, shape: 'round' },
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: '更换头像' }));
    await expect(canvas.getByRole('img', { name: '头像' })).toHaveAttribute('src', storedAvatar);
  },
};

/** Square and round, empty and with a picture, and disabled (no upload, no focus). */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <AvatarUpload {...args} aria-label="空" hint={false} />
      <AvatarUpload {...args} aria-label="圆形" shape="round" hint={false} />
      <AvatarUpload {...args} aria-label="已上传" defaultValue={storedAvatar} hint={false} />
      <AvatarUpload {...args} aria-label="禁用" disabled hint={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: '上传头像' })).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: '禁用' }).querySelector('button')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '更换头像' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Upload avatar' });
    await expect(button).toHaveAccessibleDescription('Only jpg/png files up to 500 KB');
  },
};

/** For designers: empty and with a picture, in each of the 11 themes side by side. */
export const AllThemes: Story = {
  ...inAllThemes(),
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <AvatarUpload {...args} />
      <AvatarUpload {...args} aria-label="已上传" shape="round" defaultValue={storedAvatar} hint={false} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectThemePanels(canvasElement);
    await expect(canvas.getAllByRole('button', { name: '上传头像' })).toHaveLength(11);
    await expect(canvas.getAllByRole('img', { name: '头像' })).toHaveLength(11);
  },
};

/**
 * While a picture uploads, in each theme: the spinner stands out from the veil over the picture by
 * at least 3:1 (WCAG's contrast for a non-text graphic), whatever the theme's accent.
 */
export const UploadingInAllThemes: Story = {
  ...inAllThemes(),
  // Held: the upload never answers, so the spinner stays.
  args: { onUpload: () => new Promise<string>(() => {}) },
  play: async ({ canvasElement }) => {
    const panels = await expectThemePanels(canvasElement);
    const picture = await pngFile('头像.png');
    for (const panel of panels) {
      const button = within(panel).getByRole('button', { name: '上传头像' });
      drop(button, [picture]);
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      // The spinner's ring is the button's last graphic, inside the spinner, inside the veil.
      const spinner = [...button.querySelectorAll('svg')].at(-1)!;
      const veil = spinner.parentElement!.parentElement!;
      const shown = over(getComputedStyle(veil).backgroundColor, getComputedStyle(button).backgroundColor);
      const ink = readColor(getComputedStyle(spinner).color);
      await expect(ink.contrast(shown), `${panel.dataset.theme}`).toBeGreaterThanOrEqual(3);
    }
  },
};

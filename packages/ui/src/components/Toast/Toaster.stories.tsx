import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { message, Toaster } from '.';

/**
 * The region that renders `message.*` toasts. UiProvider has one already (so the toast shows in
 * both here); an app without UiProvider renders it itself, as this story does.
 */
export default {
  title: 'Components/Toast/Toaster',
  component: Toaster,
  beforeEach: () => () => message.dismiss(),
  // Only here are there two toast regions of one name (UiProvider's and the one shown): an app
  // renders one.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
} satisfies Meta<typeof Toaster>;
type Story = StoryObj<typeof Toaster>;

export const RendersMessages: Story = {
  play: async ({ canvasElement }) => {
    // This story's Toaster and UiProvider's: both render the one list of toasts.
    const regions = within(canvasElement).getAllByRole('region', { name: '通知' });
    await expect(regions).toHaveLength(2);
    for (const region of regions) await expect(region).toBeEmptyDOMElement();
    message.success('新增成功');
    for (const region of regions) await expect(await within(region).findByText('新增成功')).toBeVisible();
  },
};

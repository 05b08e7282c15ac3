import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message, Toaster } from '.';

/**
 * The region that renders `message.*` toasts. UiProvider has one already, loaded with the first
 * message (so the toast shows in both here); an app without UiProvider renders it itself, as this
 * story does.
 */
export default {
  title: 'Components/Toast/Toaster',
  component: Toaster,
  // Only here are there two toast regions of one name (UiProvider's and the one shown): an app
  // renders one.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
} satisfies Meta<typeof Toaster>;
type Story = StoryObj<typeof Toaster>;

export const RendersMessages: Story = {
  play: async ({ canvasElement }) => {
    // This story's Toaster, empty; UiProvider's comes with the first message, and both render it.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '通知' })).toBeEmptyDOMElement();
    message.success('新增成功');
    await waitFor(() => expect(canvas.getAllByRole('region', { name: '通知' })).toHaveLength(2));
    for (const region of canvas.getAllByRole('region', { name: '通知' }))
      await expect(await within(region).findByText('新增成功')).toBeVisible();
  },
};

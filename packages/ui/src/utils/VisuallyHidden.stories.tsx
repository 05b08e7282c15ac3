import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../components/Button';
import { VisuallyHidden } from './visuallyHidden';

/** Text for screen readers only: here the name of an icon-only button. */
function IconOnly() {
  return (
    <Button>
      <Trash2 aria-hidden="true" />
      <VisuallyHidden>删除</VisuallyHidden>
    </Button>
  );
}

export default { title: 'Utilities/VisuallyHidden', component: IconOnly } satisfies Meta<typeof IconOnly>;
type Story = StoryObj<typeof IconOnly>;

export const NamesWithoutShowing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除' })).toBeVisible();
    const hidden = canvas.getByText('删除');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

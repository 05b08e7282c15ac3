import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from '.';

export default {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { key: 'system', label: '系统管理' },
      { key: 'user', label: '用户管理' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
type Story = StoryObj<typeof Breadcrumbs>;

export const GroupAndPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    const items = nav.querySelectorAll('li:not([aria-hidden])');
    await expect([...items].map((item) => item.textContent)).toEqual(['系统管理', '用户管理']);
    // Only the page shown is the current one; the group is plain text, not a link.
    await expect(canvas.getByText('用户管理')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('系统管理')).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { key: 'system', label: 'System' },
      { key: 'user', label: 'Users' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

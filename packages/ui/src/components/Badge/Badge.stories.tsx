import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Bug } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Badge } from '.';

export default {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5 },
} satisfies Meta<typeof Badge>;
type Story = StoryObj<typeof Badge>;

export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toHaveTextContent('5');
  },
};

export const CappedAt99: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, padding: 16 }}>
      <Badge count={99}>
        <Button icon={<Bug />} aria-label="错误日志（99 条）" />
      </Badge>
      <Badge count={100}>
        <Button icon={<Bug />} aria-label="错误日志（100 条）" />
      </Badge>
      <Badge count={0}>
        <Button icon={<Bug />} aria-label="错误日志" />
      </Badge>
      <Badge dot>
        <Button icon={<Bell />} aria-label="通知，有未读" />
      </Badge>
      <Badge count={7} tone="accent" />
      <Badge count={0} showZero tone="info" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('[data-badge]')].map((m) => m.textContent);
    // 0 without showZero renders nothing; the dot renders an empty mark.
    await expect(marks).toEqual(['99', '99+', '', '7', '0']);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { NavigationProgress } from '.';

export default {
  title: 'Components/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
} satisfies Meta<typeof NavigationProgress>;
type Story = StoryObj<typeof NavigationProgress>;

const opacityOf = (element: Element) => getComputedStyle(element).opacity;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '加载中' });
    await waitFor(() => expect(opacityOf(bar)).toBe('1'));
    // Across the top of the window, whatever the page's layout.
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

function Navigation({ delayMs }: { delayMs: number }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <Button onClick={() => setActive((loading) => !loading)}>{active ? '停止' : '打开页面'}</Button>
      <NavigationProgress active={active} delayMs={delayMs} />
    </>
  );
}

/** A navigation shows its bar only once it has run for the delay, and none after it ends. */
export const ShownAfterItsDelay: Story = {
  render: () => <Navigation delayMs={800} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '打开页面' }));
    const bar = canvas.getByRole('progressbar');
    await expect(opacityOf(bar)).toBe('0');
    await waitFor(() => expect(opacityOf(bar)).toBe('1'), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

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
    const bar = await canvas.findByRole('progressbar', { name: '加载中' });
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
  render: () => <Navigation delayMs={600} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    const startedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: '打开页面' }));
    const bar = await canvas.findByRole('progressbar', {}, { timeout: 3000 });
    await expect(performance.now() - startedAt).toBeGreaterThanOrEqual(600);
    await waitFor(() => expect(opacityOf(bar)).toBe('1'));
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A navigation that ends within the delay never shows it. */
export const NoneForAQuickNavigation: Story = {
  render: () => <Navigation delayMs={2000} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开页面' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await new Promise((resolve) => setTimeout(resolve, 2200));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

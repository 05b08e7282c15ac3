import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyImage } from '.';

/** The picture of an empty state, for a page that lays out its own (decorative: hidden from readers). */
export default {
  title: 'Components/Empty/EmptyImage',
  component: EmptyImage,
} satisfies Meta<typeof EmptyImage>;
type Story = StoryObj<typeof EmptyImage>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyImage } from '.';

/** The picture of an empty state, for a page that lays out its own (decorative: hidden from readers). */
const meta = {
  title: 'Components/Empty/EmptyImage',
  component: EmptyImage,
} satisfies Meta<typeof EmptyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

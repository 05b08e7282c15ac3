import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Chart } from './Chart';

const points = [
  { key: '1', label: '待受理', value: 4 },
  { key: '2', label: '已受理', value: 7 },
  { key: '3', label: '运输中', value: 12 },
  { key: '4', label: '已签收', value: 25 },
  { key: '5', label: '已取消', value: 2 },
];

export default {
  title: 'Data/Chart',
  component: Chart,
  args: { kind: 'bar', points, label: '订单状态分布' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Chart>;
type Story = StoryObj<typeof Chart>;

const drawn = async (canvasElement: HTMLElement, label = '订单状态分布') => {
  const picture = within(canvasElement).getByRole('img', { name: label });
  await waitFor(() => expect(picture.querySelector('svg')).not.toBeNull(), { timeout: 15_000 });
  return picture;
};

/** Bars in the theme's accent colour, labelled by the dictionary's names. */
export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const picture = await drawn(canvasElement);
    await waitFor(() => expect(picture).toHaveTextContent('运输中'));
  },
};

export const Line: Story = {
  args: {
    kind: 'line',
    label: '每日订单量',
    points: ['11-18', '11-19', '11-20', '11-21', '11-22'].map((day, i) => ({
      key: day,
      label: day,
      value: [3, 5, 2, 8, 6][i] ?? 0,
    })),
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '每日订单量');
  },
};

export const Pie: Story = {
  args: { kind: 'pie' },
  play: async ({ canvasElement }) => {
    const picture = await drawn(canvasElement);
    await waitFor(() => expect(picture).toHaveTextContent('已签收'));
  },
};

/** No figures: a message instead of an empty frame. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

const englishPoints = ['Pending', 'Accepted', 'In transit', 'Delivered', 'Cancelled'].map((label, i) => ({
  key: String(i + 1),
  label,
  value: [4, 7, 12, 25, 2][i] ?? 0,
}));

/**
 * The legend's Latin names are measured in the font they are drawn in: each name ends a swatch's
 * width and a gap before the next swatch (measured in ECharts' default font, "Pending" ran into
 * the next colour and the last name was cut).
 */
export const PieLegendInEnglish: Story = {
  args: { kind: 'pie', points: englishPoints, label: 'Orders by status' },
  play: async ({ canvasElement }) => {
    const picture = await drawn(canvasElement, 'Orders by status');
    const names = englishPoints.map(({ label }) => label);
    const legend = () =>
      [...picture.querySelectorAll('text')]
        .filter((text) => names.includes(text.textContent ?? ''))
        .map((text) => text.getBoundingClientRect())
        .sort((a, b) => a.left - b.left);
    await waitFor(() => expect(legend()).toHaveLength(names.length));
    const boxes = legend();
    for (let i = 1; i < boxes.length; i++) {
      // ECharts' default swatch is 25 px wide, with 5 px on its right and 10 px between items.
      await expect(boxes[i]!.left - boxes[i - 1]!.right).toBeGreaterThanOrEqual(35);
    }
  },
};

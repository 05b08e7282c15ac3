import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { openDialog } from '../../stories/support/play';
import { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from '.';

/** Two dates (a search form's 创建时间), typed or chosen in one calendar; with the value shown. */
export default {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { 'aria-label': '创建时间' },
  render: (args) => <RangeDemo {...args} />,
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
type Story = StoryObj<typeof DateRangePicker>;

/** The picker with its value kept here and shown below it. */
function RangeDemo(props: DateRangePickerProps) {
  const [value, setValue] = useState<DateRangeValue>(['2026-03-02', '2026-03-06']);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      <DateRangePicker {...props} value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '创建时间' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-03-02');
    const panel = await openDialog(canvas, '打开日历', '选择日期范围');
    // Clicks in either order make an ordered range.
    await userEvent.click(within(panel).getByRole('button', { name: /2026年3月20日/ }));
    await userEvent.click(within(panel).getByRole('button', { name: /2026年3月10日/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('["2026-03-10","2026-03-20"]');
    await userEvent.clear(canvas.getByRole('textbox', { name: '结束日期' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '结束日期' }), '2026-03-12{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('["2026-03-10","2026-03-12"]');
  },
};

/** With time: the start at 00:00:00, the end at 23:59:59 (for createTime_dategt/datelt). */
export const WithTime: Story = {
  args: { showTime: true },
  play: async ({ canvas }) => {
    const panel = await openDialog(canvas, '打开日历', '选择日期范围');
    await userEvent.click(within(panel).getByRole('button', { name: /2026年3月1日/ }));
    await userEvent.click(within(panel).getByRole('button', { name: /2026年3月3日/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '["2026-03-01 00:00:00","2026-03-03 23:59:59"]',
    );
  },
};

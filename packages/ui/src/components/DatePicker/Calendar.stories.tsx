import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Calendar } from '.';

/** The month grid the date pickers open, on its own: arrows move the focus, Enter picks. */
function Harness({ onSelect }: { onSelect: (day: string) => void }) {
  const [focused, setFocused] = useState<Dayjs>(dayjs('2024-05-15'));
  const [selected, setSelected] = useState<Dayjs | null>(null);
  return (
    <Calendar
      focused={focused}
      onFocusChange={setFocused}
      isSelected={(day) => selected?.isSame(day, 'day') ?? false}
      onSelect={(day) => {
        setSelected(day);
        onSelect(day.format('YYYY-MM-DD'));
      }}
      disabledDate={(day) => day.date() === 20}
    />
  );
}

export default {
  title: 'Components/DatePicker/Calendar',
  component: Harness,
  args: { onSelect: fn() },
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

const day = (canvasElement: HTMLElement, date: string) =>
  canvasElement.querySelector(`button[data-date="${date}"]`) as HTMLButtonElement;

export const PicksADay: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, '2024-05-16'));
    await expect(args.onSelect).toHaveBeenCalledWith('2024-05-16');
    await expect(day(canvasElement, '2024-05-16').closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The keyboard: the arrow moves the roving focus a day on, Enter picks it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2024-05-17');
    // A disabled day is announced as such and picks nothing.
    await userEvent.click(day(canvasElement, '2024-05-20'));
    await expect(day(canvasElement, '2024-05-20')).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

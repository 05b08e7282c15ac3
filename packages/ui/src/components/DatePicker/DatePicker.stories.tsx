import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fieldErrorStory } from '../../stories/support/fieldErrorStory';
import { pressEnterOn } from '../../stories/support/play';
import { DatePicker } from '.';

export default {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { 'aria-label': '创建日期', onChange: fn(), defaultValue: '2026-03-15' },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;
type Story = StoryObj<typeof DatePicker>;

const dialog = () => screen.findByRole('dialog', { name: '选择日期' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '创建日期' });
    await expect(input).toHaveValue('2026-03-15');
    const button = canvas.getByRole('button', { name: '打开日历' });
    await userEvent.click(button);
    const panel = await dialog();
    await expect(within(panel).getByRole('grid', { name: '2026年3月' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: /2026年3月20日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-20');
    await expect(input).toHaveValue('2026-03-20');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The grid keys of the WAI-ARIA date picker dialog. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '打开日历' });
    await pressEnterOn(button);
    const panel = await dialog();
    const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;
    await waitFor(() => expect(focusedDate()).toBe('2026-03-15'));
    await expect(within(panel).getByRole('gridcell', { selected: true })).toHaveTextContent('15');
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedDate()).toBe('2026-03-16');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedDate()).toBe('2026-03-23');
    await userEvent.keyboard('{PageDown}');
    await expect(focusedDate()).toBe('2026-04-23');
    await expect(within(panel).getByRole('grid', { name: '2026年4月' })).toBeVisible();
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(focusedDate()).toBe('2025-04-23');
    await userEvent.keyboard('{Home}');
    await expect(focusedDate()).toBe('2025-04-20');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-04-20');
    await waitFor(() => expect(button).toHaveFocus());
    // Esc closes without choosing.
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '创建日期' });
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-31{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-02-30');
    await userEvent.tab();
    // Not a date: the last good value comes back.
    await expect(input).toHaveValue('2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: '清空输入' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** `showTime` outputs `yyyy-MM-dd HH:mm:ss`. */
export const WithTime: Story = {
  args: { showTime: true, defaultValue: '2026-03-15 08:00:00' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('2026-03-15 08:00:00');
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: /2026年3月18日/ }));
    const time = within(panel).getByLabelText('时间');
    await userEvent.clear(time);
    await userEvent.type(time, '093005');
    await userEvent.click(within(panel).getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/^2026-03-18 \d\d:\d\d:\d\d$/),
    );
  },
};

/** A display format differing from the value format. */
export const CustomFormats: Story = {
  args: { format: 'YYYY/MM/DD', valueFormat: 'YYYY-MM-DD HH:mm:ss', defaultValue: '2026-03-15 00:00:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('2026/03/15');
  },
};

export const DisabledDates: Story = {
  args: { disabledDate: (d) => d.day() === 0 || d.day() === 6 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    const panel = await dialog();
    const sunday = within(panel).getByRole('button', { name: /2026年3月15日/ });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sunday);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <DatePicker aria-label="空" />
      <DatePicker aria-label="无效" invalid defaultValue="2026-01-01" />
      <DatePicker aria-label="禁用" disabled defaultValue="2026-01-01" />
    </div>
  ),
};

export const OpenCalendar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    await dialog();
  },
};

export const InFormField: Story = fieldErrorStory({
  label: '生效日期',
  error: '请选择生效日期',
  role: 'textbox',
  control: <DatePicker />,
});

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Created' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open calendar' }));
    const panel = await screen.findByRole('dialog', { name: 'Choose a date' });
    await expect(within(panel).getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await expect(within(panel).getAllByRole('columnheader')[0]).toHaveTextContent('Su');
    await expect(within(panel).getByRole('button', { name: 'Today' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    await dialog();
  },
};

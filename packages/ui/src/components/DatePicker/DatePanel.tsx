import * as Popover from '@radix-ui/react-popover';
import type { ReactNode, Ref } from 'react';
import { Calendar, type CalendarProps } from './Calendar';
import { Footer, Panel } from './DatePicker.styles';

export interface DatePanelProps extends Omit<CalendarProps, 'autoFocus'> {
  ref: Ref<HTMLDivElement>;
  /** The panel's dialog name. */
  label: string;
  align: 'start' | 'end';
  /** The picker's own buttons under the calendar. */
  footer: ReactNode;
}

/**
 * The floating panel of DatePicker and DateRangePicker: portalled under the field, it leaves focus
 * in the field as it opens (the calendar takes focus itself), then the calendar and the footer.
 */
export function DatePanel({ ref, label, align, footer, ...calendar }: DatePanelProps) {
  return (
    <Popover.Portal>
      <Panel
        ref={ref}
        aria-label={label}
        align={align}
        sideOffset={6}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar autoFocus {...calendar} />
        <Footer>{footer}</Footer>
      </Panel>
    </Popover.Portal>
  );
}

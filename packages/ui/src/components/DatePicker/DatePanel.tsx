import * as Popover from '@radix-ui/react-popover';
import dayjs, { type Dayjs } from 'dayjs';
import { type FocusEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { focusLeaves } from '../../utils/focusLeaves';
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

/**
 * What a picker keeps for its DatePanel: whether it is open, the day the calendar's focus is on
 * (`picked`, else today, each time it opens), and the panel's element, so that moving from the
 * field into the panel is no blur of the picker.
 */
export function useDatePanel(picked: Dayjs | null, onBlur: (() => void) | undefined) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<Dayjs>(picked ?? dayjs());
  const ref = useRef<HTMLDivElement | null>(null);
  return {
    open,
    setOpen,
    /** For the popover's `onOpenChange`: an opening starts the calendar at the picked day. */
    openChange: (next: boolean) => {
      if (next) setFocused(picked ?? dayjs());
      setOpen(next);
    },
    /** For the field's wrapper: the picker's `onBlur`, once focus has left the field and the panel. */
    onWrapperBlur: (event: FocusEvent<HTMLElement>) => {
      if (focusLeaves(event, ref)) onBlur?.();
    },
    /** Spread into `DatePanel`. */
    panelProps: { ref, focused, onFocusChange: setFocused },
  };
}

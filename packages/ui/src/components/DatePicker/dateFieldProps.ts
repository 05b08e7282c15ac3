import type { Dayjs } from 'dayjs';
import type { Ref } from 'react';
import type { FieldAriaProps } from '../../utils/fieldAria';
import type { InputSize } from '../Input';

/** What the date field and the date-range field both take besides their value and time. */
export interface DateFieldProps extends FieldAriaProps {
  /** What the text box shows and accepts (dayjs tokens). */
  format?: string;
  /** The string given to `onChange`; default: the shown format, with the time under `showTime`. */
  valueFormat?: string;
  disabled?: boolean;
  invalid?: boolean;
  disabledDate?: (day: Dayjs) => boolean;
  /** 0 Sunday (default), 1 Monday. */
  weekStart?: number;
  size?: InputSize;
  id?: string;
  className?: string;
  /** Called when focus leaves the text box, its button and the calendar. */
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

export { Calendar, type CalendarProps } from './Calendar';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  isBetween,
  monthMatrix,
  moveFocus,
  orderRange,
  parseDate,
  parseValue,
} from './calendarModel';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './DateRangePicker';

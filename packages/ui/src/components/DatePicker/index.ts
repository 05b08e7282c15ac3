export { Calendar, type CalendarProps } from './Calendar';
// Everything the model exports is public.
export * from './calendarModel';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './DateRangePicker';

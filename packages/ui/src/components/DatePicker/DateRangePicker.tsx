import * as Popover from '@radix-ui/react-popover';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Button } from '../Button';
import { Input } from '../Input';
import { CalendarTrigger } from './CalendarTrigger';
import { DATE_FORMAT, DATE_TIME_FORMAT, isBetween, orderRange, parseDate, parseValue } from './calendarModel';
import { DatePanel, useDatePanel } from './DatePanel';
import { RangeField, Spacer, Wrapper } from './DatePicker.styles';
import type { DateFieldProps } from './dateFieldProps';

export type DateRangeValue = [string | null, string | null];

export interface DateRangePickerProps extends DateFieldProps {
  value?: DateRangeValue | null;
  defaultValue?: DateRangeValue | null;
  onChange?: (value: DateRangeValue) => void;
  /** Output strings with a time: the start at `defaultTime[0]`, the end at `defaultTime[1]`. */
  showTime?: boolean;
  /** Times given to the start and end day with `showTime` (default 00:00:00 and 23:59:59). */
  defaultTime?: [string, string];
  /** Default `YYYY-MM-DD`, for both boxes. */
  format?: string;
}

function withTime(day: Dayjs, time: string): Dayjs {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return day.hour(h).minute(m).second(s);
}

/**
 * A start and an end date (e.g. the createTime_dategt / createTime_datelt filters): two text
 * boxes and one calendar where the first click picks the start and the second the end.
 */
export function DateRangePicker({
  value,
  defaultValue = null,
  onChange,
  showTime = false,
  defaultTime = ['00:00:00', '23:59:59'],
  format = DATE_FORMAT,
  valueFormat,
  disabled = false,
  invalid,
  disabledDate,
  weekStart = 0,
  size,
  id,
  className,
  onBlur,
  ref,
  ...aria
}: DateRangePickerProps) {
  const { t } = useUiTranslation('ui');
  const out = valueFormat ?? (showTime ? DATE_TIME_FORMAT : format);
  const [inner, setInner] = useState<DateRangeValue>(defaultValue ?? [null, null]);
  const current = value === undefined ? inner : (value ?? [null, null]);
  const start = parseValue(current[0], out);
  const end = parseValue(current[1], out);
  const [texts, setTexts] = useState<[string | null, string | null]>([null, null]);
  const panel = useDatePanel(start, onBlur);
  const [anchor, setAnchor] = useState<Dayjs | null>(null);
  const [hover, setHover] = useState<Dayjs | null>(null);

  const emit = (a: Dayjs | null, b: Dayjs | null) => {
    const next: DateRangeValue = [
      a ? (showTime ? withTime(a, defaultTime[0]) : a).format(out) : null,
      b ? (showTime ? withTime(b, defaultTime[1]) : b).format(out) : null,
    ];
    setTexts([null, null]);
    if (next[0] === current[0] && next[1] === current[1]) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const commitText = (index: 0 | 1) => {
    const typed = texts[index];
    if (typed == null) return;
    const day = typed.trim() === '' ? null : parseDate(typed, format);
    if (typed.trim() !== '' && !day) {
      setTexts((old) => (index === 0 ? [null, old[1]] : [old[0], null]));
      return;
    }
    let [a, b] = index === 0 ? [day, end] : [start, day];
    if (a && b) [a, b] = orderRange(a, b);
    emit(a, b);
  };

  const choose = (day: Dayjs) => {
    if (!anchor) {
      setAnchor(day);
      return;
    }
    const [a, b] = orderRange(anchor, day);
    setAnchor(null);
    emit(a, b);
    panel.setOpen(false);
  };

  const rangeEnd = anchor ? hover : null;
  const [lo, hi] = anchor && rangeEnd ? orderRange(anchor, rangeEnd) : [start, end];
  const isInvalid = invalid || aria['aria-invalid'] === true;
  const text = (index: 0 | 1) => texts[index] ?? (index === 0 ? start : end)?.format(format) ?? '';

  return (
    <Wrapper className={className} onBlur={panel.onWrapperBlur}>
      <Popover.Root
        open={panel.open}
        onOpenChange={(next) => {
          setAnchor(null);
          panel.openChange(next);
        }}
      >
        <RangeField role="group" aria-label={aria['aria-label']} aria-labelledby={aria['aria-labelledby']}>
          {([0, 1] as const).map((index) => (
            <Input
              key={index}
              ref={index === 0 ? ref : undefined}
              id={index === 0 ? id : undefined}
              size={size}
              aria-label={t(index === 0 ? 'datePicker.start' : 'datePicker.end')}
              aria-describedby={aria['aria-describedby']}
              aria-required={aria['aria-required']}
              invalid={isInvalid}
              placeholder={t(index === 0 ? 'datePicker.start' : 'datePicker.end')}
              value={text(index)}
              disabled={disabled}
              autoComplete="off"
              onChange={(event) => {
                const v = event.target.value;
                setTexts((old) => (index === 0 ? [v, old[1]] : [old[0], v]));
              }}
              onBlur={() => commitText(index)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitText(index);
              }}
              suffix={index === 1 ? <CalendarTrigger disabled={disabled} /> : undefined}
            />
          ))}
        </RangeField>
        <DatePanel
          {...panel.panelProps}
          label={t('datePicker.rangeDialog')}
          align="end"
          onSelect={choose}
          onHover={setHover}
          isSelected={(day) =>
            (anchor != null && day.isSame(anchor, 'day')) ||
            (!anchor &&
              ((start != null && day.isSame(start, 'day')) || (end != null && day.isSame(end, 'day'))))
          }
          rangeState={(day) => ({
            inRange: isBetween(day, lo, hi),
            start: lo != null && day.isSame(lo, 'day'),
            end: hi != null && day.isSame(hi, 'day'),
          })}
          disabledDate={disabledDate}
          weekStart={weekStart}
          footer={
            <>
              <Spacer />
              <Button
                size="small"
                variant="text"
                onClick={() => {
                  emit(null, null);
                  panel.setOpen(false);
                }}
              >
                {t('datePicker.clear')}
              </Button>
            </>
          }
        />
      </Popover.Root>
    </Wrapper>
  );
}

import * as Popover from '@radix-ui/react-popover';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Button } from '../Button';
import { Input } from '../Input';
import { CalendarTrigger } from './CalendarTrigger';
import { DATE_FORMAT, DATE_TIME_FORMAT, parseDate, parseValue } from './calendarModel';
import { DatePanel, useDatePanel } from './DatePanel';
import { Spacer, TimeInput, Wrapper } from './DatePicker.styles';
import type { DateFieldProps } from './dateFieldProps';

export interface DatePickerProps extends DateFieldProps {
  /** The value as a string in `valueFormat` (null: none). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Adds a time field; the default formats become `YYYY-MM-DD HH:mm:ss`. */
  showTime?: boolean;
  /** Default `YYYY-MM-DD` (with time: `YYYY-MM-DD HH:mm:ss`). */
  format?: string;
  placeholder?: string;
  readOnly?: boolean;
  /** Show the clear button while there is a value (default true). */
  clearable?: boolean;
  name?: string;
}

/**
 * A date (or date-time) field: type it in the shown format, or pick it in a calendar dialog
 * (WAI-ARIA date picker dialog: arrows move by day/week, PageUp/PageDown by month, Shift+Page by
 * year, Enter chooses, Esc closes and returns focus to the button).
 */
export function DatePicker({
  value,
  defaultValue = null,
  onChange,
  showTime = false,
  format,
  valueFormat,
  placeholder,
  disabled = false,
  readOnly = false,
  invalid,
  clearable = true,
  disabledDate,
  weekStart = 0,
  size,
  id,
  name,
  className,
  onBlur,
  ref,
  ...aria
}: DatePickerProps) {
  const { t } = useUiTranslation('ui');
  const shown = format ?? (showTime ? DATE_TIME_FORMAT : DATE_FORMAT);
  const out = valueFormat ?? shown;
  const [inner, setInner] = useState<string | null>(defaultValue);
  const current = value === undefined ? inner : value;
  const parsed = parseValue(current, out);
  const [text, setText] = useState(parsed?.format(shown) ?? '');
  const editing = useRef(false);
  const panel = useDatePanel(parsed, onBlur);
  const [draft, setDraft] = useState<Dayjs | null>(null);

  const currentKey = parsed?.format(DATE_TIME_FORMAT) ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync the text when the value changes
  useEffect(() => {
    if (!editing.current) setText(parsed?.format(shown) ?? '');
  }, [currentKey, shown]);

  const commit = (day: Dayjs | null) => {
    editing.current = false;
    setText(day?.format(shown) ?? '');
    const next = day?.format(out) ?? null;
    if (next === current) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const commitText = () => {
    if (!editing.current) return;
    if (text.trim() === '') return commit(null);
    const typed = parseDate(text, shown);
    if (typed && !disabledDate?.(typed)) commit(typed);
    else {
      // Unreadable: back to the last good value.
      editing.current = false;
      setText(parsed?.format(shown) ?? '');
    }
  };

  const openChange = (next: boolean) => {
    if (next) setDraft(parsed);
    panel.openChange(next);
  };

  const choose = (day: Dayjs) => {
    if (showTime) {
      const base = draft ?? parsed ?? day.startOf('day');
      setDraft(day.hour(base.hour()).minute(base.minute()).second(base.second()));
      return;
    }
    commit(day);
    panel.setOpen(false);
  };

  const selectedDay = showTime ? draft : parsed;
  const isInvalid = invalid || aria['aria-invalid'] === true;
  return (
    <Wrapper className={className} onBlur={panel.onWrapperBlur}>
      <Popover.Root open={panel.open} onOpenChange={openChange}>
        <Input
          ref={ref}
          id={id}
          name={name}
          size={size}
          {...aria}
          invalid={isInvalid}
          value={text}
          placeholder={placeholder ?? t(showTime ? 'datePicker.timePlaceholder' : 'datePicker.placeholder')}
          disabled={disabled}
          readOnly={readOnly}
          autoComplete="off"
          clearable={clearable}
          onClear={() => commit(null)}
          onChange={(event) => {
            editing.current = true;
            setText(event.target.value);
          }}
          onBlur={commitText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitText();
            if (event.key === 'ArrowDown' && event.altKey) {
              event.preventDefault();
              openChange(true);
            }
          }}
          suffix={<CalendarTrigger disabled={disabled || readOnly} />}
        />
        <DatePanel
          {...panel.panelProps}
          label={t('datePicker.dialog')}
          align="start"
          onSelect={choose}
          isSelected={(day) => selectedDay != null && day.isSame(selectedDay, 'day')}
          disabledDate={disabledDate}
          weekStart={weekStart}
          footer={
            showTime ? (
              <>
                <TimeInput
                  type="time"
                  step={1}
                  aria-label={t('datePicker.time')}
                  value={(draft ?? dayjs().startOf('day')).format('HH:mm:ss')}
                  onChange={(event) => {
                    const [h = 0, m = 0, s = 0] = event.target.value.split(':').map(Number);
                    setDraft((draft ?? panel.panelProps.focused).hour(h).minute(m).second(s));
                  }}
                />
                <Spacer />
                <Button size="small" variant="text" onClick={() => setDraft(dayjs())}>
                  {t('datePicker.now')}
                </Button>
                <Button
                  size="small"
                  variant="primary"
                  disabled={!draft}
                  onClick={() => {
                    commit(draft);
                    panel.setOpen(false);
                  }}
                >
                  {t('datePicker.ok')}
                </Button>
              </>
            ) : (
              <>
                <Spacer />
                <Button
                  size="small"
                  variant="text"
                  disabled={disabledDate?.(dayjs()) ?? false}
                  onClick={() => choose(dayjs().startOf('day'))}
                >
                  {t('datePicker.today')}
                </Button>
              </>
            )
          }
        />
      </Popover.Root>
    </Wrapper>
  );
}

import dayjs, { type Dayjs } from 'dayjs';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from '../../icons';
import { monthMatrix, moveFocus } from './calendarModel';
import { Cell, Day, Grid, HeadCell, Header, NavButton, Title } from './DatePicker.styles';

export interface CalendarProps {
  /** The day that holds the roving tab stop (and the month shown). */
  focused: Dayjs;
  onFocusChange: (day: Dayjs) => void;
  onSelect: (day: Dayjs) => void;
  isSelected: (day: Dayjs) => boolean;
  /** Range highlighting (DateRangePicker). */
  rangeState?: (day: Dayjs) => { inRange: boolean; start: boolean; end: boolean };
  onHover?: (day: Dayjs) => void;
  disabledDate?: (day: Dayjs) => boolean;
  /** Move DOM focus to the focused day on mount (when the popup opens). */
  autoFocus?: boolean;
  weekStart?: number;
}

/** A month grid (WAI-ARIA date picker dialog's grid): one tab stop, arrow keys move the day. */
export function Calendar({
  focused,
  onFocusChange,
  onSelect,
  isSelected,
  rangeState,
  onHover,
  disabledDate,
  autoFocus = false,
  weekStart = 0,
}: CalendarProps) {
  const { t, locale } = useUiTranslation('ui');
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement | null>(null);
  const wantFocus = useRef(autoFocus);
  const lang = locale === 'en' ? 'en' : 'zh-CN';
  const today = dayjs();
  const weekdays = t('datePicker.weekdays').split(',');
  const fullDate = new Intl.DateTimeFormat(lang, { dateStyle: 'full' });
  const weekdayLong = new Intl.DateTimeFormat(lang, { weekday: 'long' });
  const title = t('datePicker.monthTitle', {
    year: focused.year(),
    month: focused.month() + 1,
    monthName: new Intl.DateTimeFormat('en', { month: 'long' }).format(focused.toDate()),
  });

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const go = (day: Dayjs) => {
    wantFocus.current = true;
    onFocusChange(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focused, event.key, event.shiftKey, weekStart);
    if (next) {
      event.preventDefault();
      go(next);
    }
  };

  const weeks = monthMatrix(focused, weekStart);
  const order = Array.from({ length: 7 }, (_, i) => (i + weekStart) % 7);
  // The header's four steps, a year or a month back or on: each moves the focused day (so the month shown).
  const navStep = (label: string, amount: number, unit: 'year' | 'month', icon: ReactNode) => (
    <NavButton type="button" aria-label={label} onClick={() => onFocusChange(focused.add(amount, unit))}>
      {icon}
    </NavButton>
  );
  return (
    <div>
      <Header>
        {navStep(t('datePicker.prevYear'), -1, 'year', <ChevronsLeft aria-hidden="true" />)}
        {navStep(t('datePicker.prevMonth'), -1, 'month', <ChevronLeft aria-hidden="true" />)}
        <Title id={titleId} aria-live="polite">
          {title}
        </Title>
        {navStep(t('datePicker.nextMonth'), 1, 'month', <ChevronRight aria-hidden="true" />)}
        {navStep(t('datePicker.nextYear'), 1, 'year', <ChevronsRight aria-hidden="true" />)}
      </Header>
      <Grid ref={gridRef} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {order.map((d) => (
              <HeadCell
                key={d}
                scope="col"
                role="columnheader"
                abbr={weekdayLong.format(dayjs('2026-01-04').add(d, 'day').toDate())}
              >
                {weekdays[d]}
              </HeadCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.format('YYYY-MM-DD')}>
              {week.map((day) => {
                const key = day.format('YYYY-MM-DD');
                const disabled = disabledDate?.(day) ?? false;
                const range = rangeState?.(day);
                const isFocus = day.isSame(focused, 'day');
                return (
                  <Cell
                    key={key}
                    // Explicit: some engines map a td in a role="grid" table to "cell".
                    role="gridcell"
                    aria-selected={isSelected(day)}
                    data-in-range={range?.inRange ? '' : undefined}
                    data-range-start={range?.start ? '' : undefined}
                    data-range-end={range?.end ? '' : undefined}
                  >
                    <Day
                      type="button"
                      tabIndex={isFocus ? 0 : -1}
                      aria-label={fullDate.format(day.toDate())}
                      aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                      aria-disabled={disabled || undefined}
                      data-outside={day.month() !== focused.month() ? '' : undefined}
                      data-date={key}
                      onMouseEnter={() => onHover?.(day)}
                      onFocus={() => onHover?.(day)}
                      onClick={() => {
                        if (disabled) return;
                        if (!isFocus) onFocusChange(day);
                        onSelect(day);
                      }}
                    >
                      {day.date()}
                    </Day>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}

import dayjs from 'dayjs';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { ChevronDown, ChevronUp, RotateCcw, Search } from '../../icons';
import { Button } from '../Button';
import { placeholderOf } from '../CrudForm/placeholder';
import type { DateRangePicker as EagerDateRangePicker } from '../DatePicker/DateRangePicker';
import { Input } from '../Input';
import type { Select as EagerSelect } from '../Select/Select';
import { type CrudColumn, columnType, DATE_TIME_FORMAT, searchOf, searchParamsOf } from './columns';
import { flattenTreeOptions } from './columnValues';
import { SearchActions, SearchForm, SearchItem } from './SearchBar.styles';
import { useText, useTranslate } from './useText';

export interface SearchBarProps<T> {
  columns: readonly CrudColumn<T>[];
  /** Current filters (wire parameter → value). */
  filters: Record<string, string>;
  /** Applies new filters (the table resets the page to 1). */
  onSearch: (filters: Record<string, string>) => void;
  onReset: () => void;
  /**
   * A phone: past the first {@link FOLDED_FIELDS} fields the form folds behind "更多条件", so the
   * list is not a screen below it (the logs' seven fields filled a 360 px phone's first screen).
   */
  narrow?: boolean;
}

/** The fields a folded search form shows. */
export const FOLDED_FIELDS = 2;

const CARD_ORDER = { title: 0, key: 1 } as const;

/**
 * A phone's search fields, those of what heads a card first (its title, then its key lines): what
 * tells rows apart is what a person looks for, and the folded form shows only the first two (the
 * logs' columns start with the server's name, the same on every entry). Otherwise in column order.
 */
function phoneOrder<T>(columns: readonly CrudColumn<T>[]): CrudColumn<T>[] {
  const rank = (column: CrudColumn<T>) =>
    column.card === 'title' || column.card === 'key' ? CARD_ORDER[column.card] : 2;
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

// The pickers load when a column is searched by choice or by date range: their popups (Radix
// popover, floating-ui, the calendar) stay out of the start of a table searched by text alone.
const Select = lazy(() =>
  import('../Select/Select').then((m) => ({ default: m.Select })),
) as unknown as typeof EagerSelect;
const DateRangePicker = lazy(() =>
  import('../DatePicker/DateRangePicker').then((m) => ({ default: m.DateRangePicker })),
) as unknown as typeof EagerDateRangePicker;

/**
 * Holds a picker's place, read-only, for the moment its code takes to arrive, named like the picker
 * (by its label's `for`, or `labelledBy`): a check that runs in that moment finds a labelled field.
 */
function PickerLoading(props: { id?: string; labelledBy?: string; placeholder?: string }) {
  return (
    <Input
      id={props.id}
      aria-labelledby={props.labelledBy}
      readOnly
      aria-busy
      placeholder={props.placeholder}
    />
  );
}

/** Picker value → wire text (`yyyy-MM-dd HH:mm:ss`); a date-only end is the end of that day. */
function toWire(text: string | null, withTime: boolean, end: boolean): string {
  if (!text) return '';
  const date = dayjs(text);
  if (!date.isValid()) return '';
  if (withTime) return date.format(DATE_TIME_FORMAT);
  return (end ? date.endOf('day') : date.startOf('day')).format(DATE_TIME_FORMAT);
}

function fromWire(text: string | undefined, withTime: boolean): string | null {
  if (!text) return null;
  const date = dayjs(text);
  if (!date.isValid()) return null;
  return date.format(withTime ? DATE_TIME_FORMAT : 'YYYY-MM-DD');
}

/** The search bar built from the searchable columns. */
export function SearchBar<T>({ columns, filters, onSearch, onReset, narrow = false }: SearchBarProps<T>) {
  const t = useTranslate();
  const text = useText();
  const baseId = useId();
  const inColumnOrder = columns.filter((c) => searchOf(c));
  const searchable = narrow ? phoneOrder(inColumnOrder) : inColumnOrder;
  // Open from the start when a folded field filters the list: what is applied stays in sight.
  const [unfolded, setUnfolded] = useState(() =>
    searchable.slice(FOLDED_FIELDS).some((c) => searchParamsOf(c).some((param) => filters[param])),
  );
  const folds = narrow && searchable.length > FOLDED_FIELDS;
  const shown = folds && !unfolded ? searchable.slice(0, FOLDED_FIELDS) : searchable;
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  // The query can change from outside (URL, reset): show what is applied. Only new applied filters
  // replace the draft, and this is done while rendering, not in an effect: a page kept hidden in
  // another tab re-runs its effects when shown again, which would wipe what was typed before the
  // switch and not yet searched.
  const filterKey = JSON.stringify(filters);
  const [shownFilterKey, setShownFilterKey] = useState(filterKey);
  if (filterKey !== shownFilterKey) {
    setShownFilterKey(filterKey);
    setDraft(filters);
  }

  if (searchable.length === 0) return null;

  const set = (param: string, value: string) => setDraft((d) => ({ ...d, [param]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean: Record<string, string> = {};
    for (const [k, v] of Object.entries(draft)) if (v !== '') clean[k] = v;
    onSearch(clean);
  };

  return (
    <SearchForm
      id={`${baseId}-form`}
      role="search"
      aria-label={t('crud.searchForm')}
      onSubmit={submit}
      $narrow={narrow}
    >
      {shown.map((column, index) => {
        const search = searchOf(column);
        if (!search) return null;
        const label = text(column.label);
        const id = `${baseId}-${index}`;
        const type = columnType(column);
        const params = searchParamsOf(column);
        const [param = search.param, paramEnd] = params;
        if (search.range && paramEnd) {
          const withTime = type === 'datetime';
          return (
            <SearchItem key={column.field} $wide>
              <span id={`${id}-label`}>{label}</span>
              <Suspense fallback={<PickerLoading labelledBy={`${id}-label`} />}>
                <DateRangePicker
                  aria-labelledby={`${id}-label`}
                  showTime={withTime}
                  value={[fromWire(draft[param], withTime), fromWire(draft[paramEnd], withTime)]}
                  onChange={([start, end]) =>
                    setDraft((d) => ({
                      ...d,
                      [param]: toWire(start, withTime, false),
                      [paramEnd]: toWire(end, withTime, true),
                    }))
                  }
                />
              </Suspense>
            </SearchItem>
          );
        }
        if (type === 'select' || type === 'dictionary' || type === 'switch' || type === 'tree') {
          const options =
            type === 'tree'
              ? [...flattenTreeOptions(column.treeOptions)].map(([value, l]) => ({ value, label: l }))
              : (column.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
          return (
            <SearchItem key={column.field}>
              <label htmlFor={id}>{label}</label>
              <Suspense fallback={<PickerLoading id={id} placeholder={t('crud.all')} />}>
                <Select
                  id={id}
                  options={options}
                  value={draft[param] || null}
                  placeholder={t('crud.all')}
                  clearable
                  onChange={(next) => set(param, next == null ? '' : String(next))}
                />
              </Suspense>
            </SearchItem>
          );
        }
        return (
          <SearchItem key={column.field}>
            <label htmlFor={id}>{label}</label>
            <Input
              id={id}
              type={type === 'date' ? 'date' : type === 'datetime' ? 'datetime-local' : 'text'}
              value={draft[param] ?? ''}
              placeholder={
                search.placeholder ? text(search.placeholder) : placeholderOf(column, label, t, text)
              }
              clearable
              onChange={(e) => set(param, e.target.value)}
            />
          </SearchItem>
        );
      })}
      <SearchActions>
        <Button type="submit" variant="primary" icon={<Search aria-hidden="true" />}>
          {t('crud.search')}
        </Button>
        <Button
          icon={<RotateCcw aria-hidden="true" />}
          onClick={() => {
            setDraft({});
            onReset();
          }}
        >
          {t('crud.reset')}
        </Button>
        {folds ? (
          <Button
            variant="text"
            aria-expanded={unfolded}
            aria-controls={`${baseId}-form`}
            icon={unfolded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            onClick={() => setUnfolded((open) => !open)}
          >
            {unfolded ? t('crud.fewerFilters') : t('crud.moreFilters')}
          </Button>
        ) : null}
      </SearchActions>
    </SearchForm>
  );
}

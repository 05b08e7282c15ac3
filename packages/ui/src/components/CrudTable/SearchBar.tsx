import dayjs from 'dayjs';
import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../Button';
import { NativeSelect } from '../CrudForm/controls.styles';
import { Input } from '../Input';
import { RangeRow, SearchActions, SearchForm, SearchItem } from './CrudTable.styles';
import {
  type CrudColumn,
  columnType,
  DATE_TIME_FORMAT,
  flattenTreeOptions,
  searchOf,
  searchParamsOf,
} from './columns';
import { useText, useTranslate } from './useText';

export interface SearchBarProps<T> {
  columns: readonly CrudColumn<T>[];
  /** Current filters (wire parameter → value). */
  filters: Record<string, string>;
  /** Applies new filters (the table resets the page to 1). */
  onSearch: (filters: Record<string, string>) => void;
  onReset: () => void;
}

/** `<input type=datetime-local|date>` value → wire text; a date-only end is the end of that day. */
function toWire(text: string, withTime: boolean, end: boolean): string {
  if (!text) return '';
  const date = dayjs(text);
  if (!date.isValid()) return '';
  if (withTime) return date.format(DATE_TIME_FORMAT);
  return (end ? date.endOf('day') : date.startOf('day')).format(DATE_TIME_FORMAT);
}

function fromWire(text: string | undefined, withTime: boolean): string {
  if (!text) return '';
  const date = dayjs(text);
  if (!date.isValid()) return '';
  return date.format(withTime ? 'YYYY-MM-DDTHH:mm:ss' : 'YYYY-MM-DD');
}

/** The search bar built from the searchable columns. */
export function SearchBar<T>({ columns, filters, onSearch, onReset }: SearchBarProps<T>) {
  const t = useTranslate();
  const text = useText();
  const baseId = useId();
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  const filterKey = JSON.stringify(filters);
  // The query can change from outside (URL, reset): show what is applied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised filters.
  useEffect(() => setDraft(filters), [filterKey]);

  const searchable = columns.filter((c) => searchOf(c));
  if (searchable.length === 0) return null;

  const set = (param: string, value: string) => setDraft((d) => ({ ...d, [param]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean: Record<string, string> = {};
    for (const [k, v] of Object.entries(draft)) if (v !== '') clean[k] = v;
    onSearch(clean);
  };

  return (
    <SearchForm role="search" aria-label={t('crud.searchForm')} onSubmit={submit}>
      {searchable.map((column, index) => {
        const search = searchOf(column);
        if (!search) return null;
        const label = text(column.label);
        const id = `${baseId}-${index}`;
        const type = columnType(column);
        const params = searchParamsOf(column);
        const [param = search.param, paramEnd] = params;
        if (search.range && paramEnd) {
          const withTime = type === 'datetime';
          const inputType = withTime ? 'datetime-local' : 'date';
          return (
            <SearchItem key={column.field} $wide role="group" aria-labelledby={`${id}-label`}>
              <span id={`${id}-label`}>{label}</span>
              <RangeRow>
                <Input
                  type={inputType}
                  step={withTime ? 1 : undefined}
                  aria-label={t('crud.rangeLabel', { label, part: t('crud.rangeStart') })}
                  value={fromWire(draft[param], withTime)}
                  onChange={(e) => set(param, toWire(e.target.value, withTime, false))}
                />
                <span aria-hidden="true">–</span>
                <Input
                  type={inputType}
                  step={withTime ? 1 : undefined}
                  aria-label={t('crud.rangeLabel', { label, part: t('crud.rangeEnd') })}
                  value={fromWire(draft[paramEnd], withTime)}
                  onChange={(e) => set(paramEnd, toWire(e.target.value, withTime, true))}
                />
              </RangeRow>
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
              <NativeSelect id={id} value={draft[param] ?? ''} onChange={(e) => set(param, e.target.value)}>
                <option value="">{t('crud.all')}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
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
              placeholder={search.placeholder ?? t('crud.pleaseEnter', { label })}
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
      </SearchActions>
    </SearchForm>
  );
}

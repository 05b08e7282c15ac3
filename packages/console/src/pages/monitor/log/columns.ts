import type { CrudColumn, CrudOption } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import type { LogRow } from './LogPage';

/**
 * The three log pages (SPEC §7 `/blade-log/{usual,api,error}`): read-only tables; "view" loads
 * `detail?id=` and shows the bulky columns lists leave out.
 */
type LogColumn = CrudColumn<LogRow>;

const { column: col } = pageColumns<LogRow>('log');
/** Shown in the view dialog only. */
const detail = (field: string, extra: Partial<LogColumn> = {}): LogColumn =>
  col(field, { type: 'textarea', span: 24, minRows: 3, hide: { table: true }, ...extra });

/** A short detail: half a row of the view dialog. */
const shortDetail = (field: string) => detail(field, { type: 'text', span: 12 });

const createTime = col('createTime', {
  type: 'datetime',
  searchable: { range: true },
  width: 170,
  card: 'key',
});
/**
 * The columns without a width share what the fixed ones leave, which on a 1280px screen is nothing:
 * they get widths too, and a narrow screen scrolls the table sideways instead of hiding them.
 */
const requestUri = col('requestUri', { searchable: true, width: 260, card: 'key' });

/**
 * Where an entry came from: the first columns of every log. On a phone's card they would be the
 * same on every entry (one server): each log names the fields that tell its entries apart instead.
 */
const origin: LogColumn[] = [
  // Their own hints: "Enter service" and "Enter file" did not say a name is typed.
  col('serviceId', { searchable: true, width: 140, placeholder: 'console:log.placeholders.serviceId' }),
  col('serverHost', { searchable: true, width: 140 }),
  col('serverIp', { width: 130 }),
  col('env', { width: 90 }),
];

export const usualLogColumns: LogColumn[] = [
  ...origin,
  col('logLevel', { searchable: true, width: 90, card: 'key' }),
  col('logId', { width: 120, card: 'title' }),
  requestUri,
  createTime,
  shortDetail('remoteIp'),
  shortDetail('method'),
  shortDetail('methodClass'),
  shortDetail('methodName'),
  detail('userAgent'),
  detail('params'),
  detail('logData', { minRows: 6 }),
];

/**
 * An API log's `type`: the server writes '1' for an answer below 400 and '2' for a refused or
 * failed call (`server/src/logs/request-log.ts`); the view says which in words (issue 16, point 3).
 */
export function apiLogTypes(t: (key: 'log.types.ok' | 'log.types.failed') => string): CrudOption[] {
  return [
    { value: '1', label: t('log.types.ok') },
    { value: '2', label: t('log.types.failed') },
  ];
}

/** A call's duration, in milliseconds with the unit in the reader's language ("139 ms", "139毫秒"). */
export function durationText(language: string): (value: unknown) => string {
  const format = new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond' });
  return (value) =>
    value === null || value === undefined || value === '' ? '' : format.format(Number(value));
}

export const apiLogColumns = (types: CrudOption[], language: string): LogColumn[] => [
  ...origin,
  col('title', { searchable: true, width: 200, card: 'title' }),
  col('method', { searchable: true, width: 90 }),
  requestUri,
  col('time', { width: 100, align: 'right', card: 'key', render: durationText(language) }),
  createTime,
  detail('type', { type: 'select', span: 12, options: types }),
  shortDetail('remoteIp'),
  shortDetail('methodClass'),
  shortDetail('methodName'),
  detail('userAgent'),
  detail('params', { minRows: 6 }),
];

export const errorLogColumns: LogColumn[] = [
  ...origin,
  col('method', { width: 90 }),
  requestUri,
  col('exceptionName', { searchable: true, width: 200, card: 'title' }),
  col('fileName', { searchable: true, width: 160, placeholder: 'console:log.placeholders.fileName' }),
  col('lineNumber', { type: 'number', width: 90 }),
  createTime,
  shortDetail('remoteIp'),
  shortDetail('methodClass'),
  shortDetail('methodName'),
  shortDetail('userAgent'),
  detail('params'),
  detail('message', { minRows: 3 }),
  detail('stackTrace', { minRows: 10 }),
];

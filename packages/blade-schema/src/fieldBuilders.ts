import type { FieldDef } from './define.types';

// One line per field in a definition: `title: text(64, { label: '标题', required: true })`.

type Options = Omit<FieldDef, 'kind' | 'max'>;

/** Short text of at most `max` characters. */
export const text = <const O extends Options>(max: number, options?: O) =>
  ({ kind: 'text', max, ...options }) as { kind: 'text'; max: number } & O;

/** Long text (a textarea). */
export const longText = <const O extends Options & { max?: number }>(options?: O) =>
  ({ kind: 'longText', ...options }) as { kind: 'longText' } & O;

/** Rich text (HTML). */
export const html = <const O extends Options & { max?: number }>(options?: O) =>
  ({ kind: 'html', ...options }) as { kind: 'html' } & O;

/** A link of at most `max` characters; `ui.control: 'image'` makes it a picture upload. */
export const url = <const O extends Options>(max: number, options?: O) =>
  ({ kind: 'url', max, ...options }) as { kind: 'url'; max: number } & O;

/** A whole number. */
export const integer = <const O extends Options>(options?: O) =>
  ({ kind: 'integer', ...options }) as { kind: 'integer' } & O;

/** A number with two decimals. */
export const decimal = <const O extends Options>(options?: O) =>
  ({ kind: 'decimal', ...options }) as { kind: 'decimal' } & O;

/** A reference to another row by its snowflake id. */
export const id = <const O extends Options>(options?: O) =>
  ({ kind: 'id', ...options }) as { kind: 'id' } & O;

/** Comma-joined ids of at most `max` characters. */
export const idList = <const O extends Options>(max: number, options?: O) =>
  ({ kind: 'idList', max, ...options }) as { kind: 'idList'; max: number } & O;

/** A date and time. */
export const datetime = <const O extends Options>(options?: O) =>
  ({ kind: 'datetime', ...options }) as { kind: 'datetime' } & O;

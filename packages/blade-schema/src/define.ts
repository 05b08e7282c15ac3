/**
 * One declaration per Blade resource. Everything else about a plain CRUD area is derived from it:
 * the wire type (`WireRow`), the SDK resource, the mock handler, the server's model, validation and
 * Drizzle table, the menu entry with its buttons, and the console's columns with their rules.
 * A definition is plain data (no imports of drizzle, React or fetch), so every package may load it.
 */
import type { DataScopeColumns } from './dataScopes';
import type { DictSeed } from './dicts';
import { REFS, type RefTarget } from './refs';

/** What a field holds; each kind maps to one SQL type, one TypeScript type and one form control. */
export type FieldKind =
  /** Short text, `varchar(max)`. */
  | 'text'
  /** Long text without a practical limit, `text`; a textarea in forms. */
  | 'longText'
  /** HTML (rich text), `text`; sanitised wherever it is rendered. */
  | 'html'
  /** An address or an uploaded picture's link, `varchar(max)`. */
  | 'url'
  /** A whole number, `integer`. */
  | 'integer'
  /** A number with two decimals (weights, volumes, amounts), `numeric(12,2)`; a number on the wire. */
  | 'decimal'
  /** `yyyy-MM-dd HH:mm:ss` on the wire, `timestamp` in the database. */
  | 'datetime'
  /** A snowflake id of another row: `bigint` in the database, a string on the wire. */
  | 'id'
  /** Comma-joined ids (`"1,2,3"`), `varchar(max)`: Blade's way of storing a few references. */
  | 'idList';

/** How a list filters on a field (blade-api.md §3 map filters). */
export type SearchStyle =
  /** `field=v` → LIKE %v% (Blade's default). */
  | 'like'
  /** `field_equal=v`: codes and dictionary values. */
  | 'equal'
  /** `field_dategt` / `field_datelt`: a date range. */
  | 'range';

/** How the console shows a field, where the kind alone does not say it. */
export interface FieldUi {
  /** The control: a picture upload, a textarea for a long `text`, a select of the dictionary. */
  control?: 'image' | 'textarea';
  /** Form width in 24ths (default 12; long texts 24). */
  span?: number;
  minRows?: number;
  /** Table column width in pixels (unset: as wide as the content, within `minWidth`/`maxWidth`). */
  width?: number;
  /** The narrowest the table column is sized to from its content (pixels). */
  minWidth?: number;
  /** The widest the table column is sized to from its content (pixels); longer text ends in an ellipsis. */
  maxWidth?: number;
  /** Its part in a row's card on a phone: the card's title, a key field (label: value) or hidden. */
  card?: 'title' | 'key' | 'hidden';
  /** Not a table column (still in forms and the detail view). */
  hideInTable?: boolean;
}

/** Formats a text field may require (see `formats.ts`). */
export type FieldFormat = 'phone' | 'email';

export interface FieldDef {
  readonly kind: FieldKind;
  /** The field's name in the server's messages (Chinese, like Blade's) and the console's Chinese. */
  readonly label?: string;
  /** The field's name in English: the console's English label (the server's English messages). */
  readonly en?: string;
  /** Maximum characters (`text`, `url`; `longText`/`html` when a bound is wanted). */
  readonly max?: number;
  /** An insert must carry a non-empty value; forms mark the field and check it before saving. */
  readonly required?: boolean;
  /** Smallest / largest value of an `integer`. */
  readonly minValue?: number;
  readonly maxValue?: number;
  /** Offered in the search bar, filtering in this style. */
  readonly search?: SearchStyle;
  /** The value is a key of this system dictionary (`blade_dict` code); lists add `<field>Name`. */
  readonly dict?: string;
  /**
   * The value names rows of another resource (`ref: 'dept'`): the server refuses an id that is not
   * a live row of the writer's tenant, lists add `<field>Name`, forms offer that resource's picker
   * (a tree select for departments, roles and regions). An `id` holds one, an `idList` several; a
   * region is referred to by its code (a `text` field).
   */
  readonly ref?: RefTarget;
  /** A format the value must have (checked with SPEC §5's messages by server, mocks and forms). */
  readonly format?: FieldFormat;
  /**
   * Set by the server only (a tracking number, a sync result): shown in tables and details, never
   * in forms, and ignored in a `submit` body.
   */
  readonly readOnly?: boolean;
  /** Unique among the live rows of the caller's tenant; the message says which value clashes. */
  readonly unique?: boolean;
  /** Value of a new row when the client sends none (also the database default). */
  readonly default?: string | number;
  /** SQL column name (default: the field in snake_case). */
  readonly column?: string;
  readonly ui?: FieldUi;
}

/** The buttons of a CRUD page (SPEC §6): each becomes `<menu code>_<button>` in the menu seed. */
export type CrudButton = 'add' | 'edit' | 'delete' | 'view';

/** Where the resource's page hangs in the menu tree. */
export interface MenuEntry {
  /** Code of the parent menu (`website`). */
  readonly parent: string;
  /** Menu code; buttons are `<code>_add` … (default: the resource name). */
  readonly code?: string;
  /** Chinese menu name as the seed stores it (the console translates by code). */
  readonly name: string;
  /** The menu name in English: the route's name and the page's title in the English console. */
  readonly en?: string;
  /** Console route. */
  readonly path: string;
  /** Icon (`iconfont …`). */
  readonly source: string;
  /** Position among its siblings (default: after the ones listed in the tree). */
  readonly sort?: number;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Name used for translations, mocks and the console page (`carousel`). */
  readonly name: string;
  /** What one row is called in the server's messages (`轮播图`). */
  readonly label: string;
  /** What one row is called in English (`Carousel slide`): dialog titles, English messages. */
  readonly en?: string;
  /** Service path under `/api` (`/blade-website/carousel`): `list`, `detail`, `submit`, `remove`. */
  readonly path: string;
  /** SQL table (`blade_carousel`). */
  readonly table: string;
  /**
   * The server serves it with routes written for it (services/…), and the SDK with calls written
   * for it, instead of the generic `list`, `detail`, `submit` and `remove` every other definition
   * gets (`client.resources.<name>`). A plain area leaves it out.
   */
  readonly ownService?: true;
  /** Rows belong to one tenant (default true); false for tables every tenant shares. */
  readonly tenantScoped?: boolean;
  readonly fields: F;
  /** Default order of lists; ties end on the id. */
  readonly orderBy?: readonly { readonly field: string; readonly desc?: boolean }[];
  /**
   * The fields a person may sort lists by (`ascs`/`descs`): the server refuses any other, the
   * console gives these columns a sort button. Short values people scan for (names, codes,
   * numbers, dates); never a secret, a long text or a list of ids.
   */
  readonly sortable?: readonly string[];
  readonly buttons?: readonly CrudButton[];
  readonly menu?: MenuEntry;
  /** Lists show when each row was created, searchable as a date range. */
  readonly listCreateTime?: boolean;
  /** The field whose value names a row to a person (default: see `titleFieldOf`). */
  readonly titleField?: string;
  /** Lists and details obey the data-scope rules granted for the resource (dataScopes.ts). */
  readonly dataScope?: DataScopeColumns;
  /**
   * Dictionaries this area brings (its fields' `dict` codes), with their English: seeded with it
   * (also into a database seeded before it), served by the mocks, translated by the console.
   */
  readonly dictionaries?: readonly DictSeed[];
}

/** Columns every audited table has (blade-api.md §6 AUDIT); lists may filter and sort on them. */
export const AUDIT_FIELDS = [
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
  'isDeleted',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

export const DEFAULT_BUTTONS: readonly CrudButton[] = ['add', 'edit', 'delete', 'view'];

/** Kinds whose order means nothing to a person (long or rich text, lists of ids). */
const UNSORTABLE_KINDS: ReadonlySet<FieldKind> = new Set(['longText', 'html', 'idList']);

/**
 * Declares a resource; the identity function keeps the literal types that `WireRow` reads, and
 * whether it has a service of its own (the SDK's `client.resources` types only the plain ones).
 */
export function defineResource<
  const F extends Record<string, FieldDef>,
  const Own extends true | undefined = undefined,
>(
  // The sort keys are checked against the fields here (the type itself keeps them plain strings,
  // so that every definition stays a `ResourceDef`).
  def: ResourceDef<F> & {
    readonly ownService?: Own;
    readonly sortable?: readonly (Extract<keyof F, string> | AuditField)[];
  },
): ResourceDef<F> & { readonly ownService?: Own } {
  for (const [name, field] of Object.entries(def.fields)) {
    if ((field.kind === 'text' || field.kind === 'url' || field.kind === 'idList') && !field.max) {
      throw new Error(`${def.name}.${name}: a ${field.kind} field needs its maximum length`);
    }
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.ref) continue;
    const byCode = REFS[field.ref].key === 'code';
    const fits = byCode ? field.kind === 'text' : field.kind === 'id' || field.kind === 'idList';
    if (!fits) {
      const kinds = byCode ? 'a text field (its code)' : 'an id or idList field';
      throw new Error(`${def.name}.${name}: a reference to ${field.ref} must be ${kinds}`);
    }
  }
  if (def.titleField && !(def.titleField in def.fields)) {
    throw new Error(`${def.name}: the title field "${def.titleField}" is not a field`);
  }
  for (const field of def.dataScope ? [def.dataScope.owner, def.dataScope.dept] : []) {
    if (!(field in def.fields) && !(AUDIT_FIELDS as readonly string[]).includes(field)) {
      throw new Error(`${def.name}: the data-scope column "${field}" is not a field`);
    }
  }
  for (const field of def.sortable ?? []) {
    const declared = def.fields[field as string];
    if (!declared && !(AUDIT_FIELDS as readonly string[]).includes(field)) {
      throw new Error(`${def.name}: cannot sort by unknown field "${field}"`);
    }
    if (declared && UNSORTABLE_KINDS.has(declared.kind)) {
      throw new Error(`${def.name}: a ${declared.kind} field ("${field}") cannot be a sort key`);
    }
  }
  for (const { field } of def.orderBy ?? []) {
    if (!(field in def.fields) && !(AUDIT_FIELDS as readonly string[]).includes(field)) {
      throw new Error(`${def.name}: cannot order by unknown field "${field}"`);
    }
  }
  return def;
}

// ---- field builders: one line per field in a definition --------------------------------------

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

// ---- derived facts ----------------------------------------------------------------------------

/** The code a resource's data-scope rules carry (its name unless it says); undefined when not scoped. */
export function dataScopeCodeOf(def: ResourceDef): string | undefined {
  return def.dataScope ? (def.dataScope.code ?? def.name) : undefined;
}

/**
 * The field that names a row to a person (a delete confirmation lists rows by it): the declared
 * `titleField`, else `title`, `name`, `<resource>Name` (`paramName`), else the first text field
 * whose name ends in `Name`; none when a row has no such field.
 */
export function titleFieldOf(def: ResourceDef): string | undefined {
  if (def.titleField) return def.titleField;
  const fields = def.fields;
  const named = ['title', 'name', `${def.name}Name`].find((field) => field in fields);
  return (
    named ?? Object.keys(fields).find((field) => field.endsWith('Name') && fields[field]?.kind === 'text')
  );
}

/** `paramKey` → `param_key`: the SQL name of a field, and the name `ascs`/`descs` use. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnName(field: string, def: FieldDef): string {
  return def.column ?? snakeCase(field);
}

/** Fields an insert must carry (a field with a default gets it when the insert leaves it out). */
export function requiredFields(resource: ResourceDef): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.required && field.default === undefined)
    .map(([name]) => name);
}

/**
 * Fields accepted as list filters: every field and the audit times, as Blade maps
 * any property of the entity (`search` only decides what the search bar offers).
 */
export function filterFields(resource: ResourceDef): string[] {
  return [...Object.keys(resource.fields), 'createTime', 'updateTime'];
}

/** The fields lists may be sorted by (the definition's `sortable`; none when it says nothing). */
export function sortFields(resource: ResourceDef): string[] {
  return [...(resource.sortable ?? [])];
}

/** The button codes of the resource's page (`carousel_add` …). */
export function buttonCodes(resource: ResourceDef): string[] {
  const code = resource.menu?.code ?? resource.name;
  return (resource.buttons ?? DEFAULT_BUTTONS).map((button) => `${code}_${button}`);
}

/** Whether a field's kind is numeric on the wire. */
export function isNumeric(field: FieldDef): boolean {
  return field.kind === 'integer' || field.kind === 'decimal';
}

// ---- the wire type ----------------------------------------------------------------------------

/** A snowflake id: a string on the wire (ids exceed 2^53). */
export type WireId = string;

type ValueOf<F extends FieldDef> = F['kind'] extends 'integer' | 'decimal' ? number : string;
type RequiredKeys<F extends Record<string, FieldDef>> = {
  [K in keyof F]: F[K] extends { required: true } ? K : never;
}[keyof F];
type OptionalKeys<F extends Record<string, FieldDef>> = Exclude<keyof F, RequiredKeys<F>>;
/** Lists name a dictionary field's key (`categoryName`) and a reference's rows (`deptIdName`). */
type DictNames<F extends Record<string, FieldDef>> = {
  [K in keyof F as F[K] extends { dict: string } | { ref: RefTarget } ? `${K & string}Name` : never]?: string;
};

/** The audit columns as the wire shows them. */
export interface WireAudit {
  createUser?: WireId;
  createDept?: WireId;
  createTime?: string;
  updateUser?: WireId;
  updateTime?: string;
  status?: number;
  isDeleted?: number;
}

/**
 * One row as the API sends and receives it: the id, the fields (required ones required), the
 * dictionary labels lists add, the audit columns and, for tenant-scoped rows, the tenant.
 */
export type WireRow<R extends ResourceDef> =
  R extends ResourceDef<infer F>
    ? { id?: WireId; tenantId?: string } & { [K in RequiredKeys<F>]: ValueOf<F[K]> } & {
        [K in OptionalKeys<F>]?: ValueOf<F[K]>;
      } & DictNames<F> &
        WireAudit
    : never;

/**
 * The shape of a resource definition (see `define.ts`): what a field, a menu entry and a resource
 * declare. Plain types and the constants of that shape, so builders and wire types share them.
 */
import type { DataScopeColumns } from './dataScopes';
import type { DictSeed } from './dicts';
import type { Localized } from './messages/message';
import type { RefTarget } from './refs';

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
export type FieldFormat = 'phone' | 'email' | 'account';

export interface FieldDef {
  readonly kind: FieldKind;
  /** The field's name in the server's messages (Chinese, like Blade's) and the console's Chinese. */
  readonly label?: string;
  /** The field's name in English: the console's English label (the server's English messages). */
  readonly en?: string;
  /**
   * The hint of its empty form control and search box, where "请输入/请选择" + label (Enter/Select +
   * label) makes a poor English sentence: "Select released", "Enter stored in", "Enter pieces".
   * Unset, the console builds it from the label.
   */
  readonly placeholder?: Localized;
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
  /**
   * A write-only secret (a password, a key): the server masks it on the wire and never copies it
   * anywhere else, record history included (`isSecretField`).
   */
  readonly secret?: boolean;
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

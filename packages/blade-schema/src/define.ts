/**
 * One declaration per Blade resource. Everything else about a plain CRUD area is derived from it:
 * the wire type (`WireRow`), the SDK resource, the mock handler, the server's model, validation and
 * Drizzle table, the menu entry with its buttons, and the console's columns with their rules.
 * A definition is plain data (no imports of drizzle, React or fetch), so every package may load it.
 */
import {
  AUDIT_FIELDS,
  type AuditField,
  DEFAULT_BUTTONS,
  type FieldDef,
  type FieldKind,
  type ResourceDef,
} from './define.types';
import { REFS } from './refs';

export * from './define.types';
export * from './fieldBuilders';
export * from './wireRow';

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

import {
  dataScopeCodeOf,
  type FieldDef,
  fieldError,
  filterFields,
  labelOf,
  type ResourceDef,
  requiredFields,
  sortFields,
} from '@blade-console/blade-schema';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DECIMAL_RANGE, INTEGER_RANGE } from '../db/schema/table-for';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';
import { labelled } from '../i18n/labels';
import { assertDictKey } from '../services/system/dict/dict-keys';
import { addDictNames } from '../services/system/dict/lookup';
import { isEmptyArticle, sanitizeArticleHtml } from '../services/website/sanitize';
import { dateTime, decimal, idList, idValue, integer, type JsonSchema, requiredText, text } from './fields';
import { type CrudDefinition, CrudModel, type WriteEvent } from './model';
import { referenceChecks, referenceNames } from './references';
import { uniqueWithinScope } from './unique';

/** Text without the NUL character. */
const NO_NUL = '^[^\\u0000]*$';

/** Long texts without a declared bound still stop somewhere (1 MB of characters). */
const LONG_TEXT_LIMIT = 1_000_000;

/** The JSON schema of one writable field, as the `submit` body is validated at the edge. */
export function fieldSchema(field: FieldDef): JsonSchema {
  const schema = ((): JsonSchema => {
    switch (field.kind) {
      // Unbounded in the definition, bounded by the column: 99999999999 is named at its field, not
      // left to the database's "out of range".
      case 'integer':
        return integer(field.minValue ?? INTEGER_RANGE.min, field.maxValue ?? INTEGER_RANGE.max);
      case 'decimal':
        return decimal(field.minValue ?? DECIMAL_RANGE.min, field.maxValue ?? DECIMAL_RANGE.max);
      case 'datetime':
        return dateTime();
      case 'id':
        return idValue();
      case 'idList':
        // A required list may not be emptied by an update either (like a required text).
        return field.required ? { ...idList(), minLength: 1 } : idList();
      default: {
        const max = field.max ?? LONG_TEXT_LIMIT;
        // PostgreSQL text cannot hold the NUL character: refused here, at its field.
        return { ...(field.required ? requiredText(max) : text(max)), pattern: NO_NUL };
      }
    }
  })();
  // The label travels with the schema so a validation message can name the field as people know it.
  return field.label ? labelled(schema, labelOf(field.label, field)) : schema;
}

/** The JSON schemas of a definition's fields, by field (for services that build their own model). */
export function fieldSchemas(resource: ResourceDef): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => [name, fieldSchema(field)]),
  );
}

/**
 * Every `html` field of a definition reduced to the article allow-list (services/website/sanitize.ts)
 * before any check or hook sees it. Rich text is rendered as HTML wherever it is shown, so cleaning
 * it once here, on the one write path every definition goes through, means no reader of any table
 * ever meets a script, whichever area stored it. A required field left with nothing to show once
 * cleaned (only a script, say) is refused like an empty one.
 */
function htmlCleaning(resource: ResourceDef): (event: WriteEvent) => void {
  const htmlFields = Object.entries(resource.fields).filter(([, field]) => field.kind === 'html');
  return ({ values }) => {
    for (const [name, field] of htmlFields) {
      const value = values[name];
      if (typeof value !== 'string') continue;
      const clean = sanitizeArticleHtml(value);
      if (field.required && isEmptyArticle(clean))
        throw badRequest(msg('validation.required', { label: labelOf(name, field) }), name);
      values[name] = clean;
    }
  };
}

/** `beforeWrite` hooks refusing a second live row with the same value of a unique field. */
function uniqueChecks(resource: ResourceDef): ((event: WriteEvent) => Promise<void>)[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.unique)
    .map(([name, field]) =>
      uniqueWithinScope([name], (clash) =>
        msg('crud.duplicate', { label: labelOf(name, field), value: String(clash[name]).slice(0, 100) }),
      ),
    );
}

/** A write hook refusing dictionary fields' values that are not keys of their dictionaries. */
export function dictionaryChecks(resource: ResourceDef): (event: WriteEvent) => Promise<void> {
  const dictFields = Object.entries(resource.fields).filter(([, field]) => field.dict && !field.readOnly);
  return async ({ tx, values }) => {
    for (const [name, field] of dictFields) {
      if (name in values)
        await assertDictKey(tx, field.dict as string, values[name], labelOf(name, field), name);
    }
  };
}

/**
 * Adds `<field>Name` to listed rows: a dictionary field's label, a reference field's row names
 * (lists, details and exports read the same decorated rows).
 */
function fieldNames(resource: ResourceDef): CrudDefinition['decorate'] {
  const dictFields = Object.entries(resource.fields).filter(([, field]) => field.dict);
  const references = referenceNames(resource);
  if (dictFields.length === 0 && !references) return undefined;
  return async (rows, db, user) => {
    for (const [name, field] of dictFields) await addDictNames(db, rows, name, field.dict as string);
    await references?.(rows, db, user);
  };
}

/** What a resource adds on top of its definition: hooks only code can express. */
export type ResourceExtras = Partial<
  Omit<CrudDefinition, 'table' | 'label' | 'fields' | 'required' | 'filters' | 'sortable'>
> & {
  /** Columns beyond the fields that lists may filter and sort on (`status` of providers). */
  moreFilters?: readonly string[];
  /**
   * Fields lists must never filter or sort on: secrets, which a LIKE filter would let a caller
   * guess character by character even though the wire only shows a mask.
   */
  noFilters?: readonly string[];
  /**
   * Where required fields and lengths are checked: `schema` (default) at the edge by the JSON
   * schema; `write` in the write hook, after the resource's own `beforeWrite` (which may normalise a
   * value first, e.g. unescape a url), in the definition's words (`连接地址不能为空`), as the mocks say.
   */
  fieldChecks?: 'schema' | 'write';
  /**
   * Refuse a value of a dictionary field (`dict`) that is not a key of its dictionary, naming the
   * field and the choices. On for every generic area and for the website areas with routes of their own.
   */
  checkDictionaries?: boolean;
};

/** Kinds whose column value is still the wire value in a write hook (dates and ids are converted). */
const WRITE_CHECKED = new Set(['text', 'longText', 'html', 'url', 'integer', 'decimal', 'idList']);

/** The definition's field rules on the values of a write, after the resource's own hook. */
function writeChecks(resource: ResourceDef) {
  return ({ values, isInsert }: WriteEvent): void => {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!WRITE_CHECKED.has(field.kind)) continue;
      const error = fieldError(name, field, values[name], isInsert);
      if (error) throw badRequest(error, name);
    }
  };
}

/**
 * Rules a JSON schema cannot say in a person's words, checked on every write: a field's format
 * (SPEC §5's phone messages) and a decimal's two places.
 */
export function formatChecks(resource: ResourceDef) {
  const checked = Object.entries(resource.fields).filter(
    ([, field]) => field.format !== undefined || field.kind === 'decimal',
  );
  return ({ values, isInsert }: WriteEvent): void => {
    for (const [name, field] of checked) {
      if (!(name in values)) continue;
      const error = fieldError(name, field, values[name], isInsert);
      if (error) throw badRequest(error, name);
    }
  };
}

/**
 * The server's model of a resource: validation, required fields, list filters, default order,
 * tenant rule, unique checks, dictionary names and cleaned rich text, all from the definition. `table` is the
 * resource's Drizzle table (from {@link tableFor}, or a hand-written one the definition matches).
 */
export function modelFor(resource: ResourceDef, table: PgTable, extras: ResourceExtras = {}): CrudModel {
  const cleanHtml = htmlCleaning(resource);
  const checks = uniqueChecks(resource);
  const {
    moreFilters = [],
    noFilters = [],
    fieldChecks = 'schema',
    checkDictionaries,
    ...definition
  } = extras;
  const dictionaries = checkDictionaries ? dictionaryChecks(resource) : undefined;
  // A reference is checked wherever the definition declares one: it is a fact of the field.
  const references = referenceChecks(resource);
  const ownWrite = definition.beforeWrite;
  const columns = getTableColumns(table);
  const hidden = new Set(definition.hidden ?? []);
  // A column never sent to clients is no filter or sort key either (that would reveal it bit by
  // bit); tables without the audit times (trees such as dept) filter on their own columns only.
  const filters = [...filterFields(resource), ...moreFilters].filter(
    (field) => field in columns && !hidden.has(field) && !noFilters.includes(field),
  );
  const inHook = fieldChecks === 'write';
  const lateChecks = inHook ? writeChecks(resource) : undefined;
  const formats = formatChecks(resource);
  // Fields only the server sets are not writable through `submit` (the body's value is ignored).
  const writable = Object.entries(resource.fields).filter(([, field]) => !field.readOnly);
  return new CrudModel({
    table,
    label: labelOf(resource.name, resource),
    fields: Object.fromEntries(
      writable.map(([name, field]) => [
        name,
        // Checked in the hook: the schema only checks the type (and a bound of last resort).
        fieldSchema(inHook ? { ...field, required: false, max: LONG_TEXT_LIMIT } : field),
      ]),
    ),
    required: inHook ? [] : requiredFields(resource),
    filters,
    // The definition's sort keys, less any column this server never sends (as for filters).
    sortable: sortFields(resource).filter(
      (field) => field in columns && !hidden.has(field) && !noFilters.includes(field),
    ),
    orderBy: resource.orderBy,
    tenantScoped: resource.tenantScoped !== false,
    decorate: fieldNames(resource),
    resource,
    ...(resource.dataScope
      ? { dataScope: { ...resource.dataScope, code: dataScopeCodeOf(resource) as string } }
      : {}),
    ...definition,
    beforeWrite: async (event) => {
      // First: every later check, the resource's own hook and the table see the cleaned HTML.
      cleanHtml(event);
      for (const check of checks) await check(event);
      formats(event);
      await dictionaries?.(event);
      await references?.(event);
      await ownWrite?.(event);
      lateChecks?.(event);
    },
  });
}

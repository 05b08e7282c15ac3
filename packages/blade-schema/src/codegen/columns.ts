import { snakeCase } from '../define';
import { AUDIT_FIELDS } from '../define.types';
import type { ComponentType } from '../resources/develop/modelPrototype';
import type { PrototypeInput, TableColumn } from './types';

/**
 * Columns every resource table has implicitly (the id, the tenant and the audit columns of
 * `tableFor`): a generated definition declares none of them.
 */
export const IMPLICIT_COLUMNS = new Set(['id', 'tenant_id', ...AUDIT_FIELDS.map(snakeCase)]);

/** The type's base name without length or precision: `character varying(100)` → `character varying`. */
export function baseType(type: string): string {
  return type
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/\[\]$/, '')
    .trim();
}

/** The declared length of a character type (`varchar(100)` → 100). */
export function typeLength(type: string): number | undefined {
  const match = /\((\d+)\)/.exec(type);
  return match ? Number(match[1]) : undefined;
}

const INTEGER_TYPES = new Set(['integer', 'int', 'int4', 'smallint', 'int2', 'boolean', 'bool']);
const BIGINT_TYPES = new Set(['bigint', 'int8']);
const DECIMAL_TYPES = new Set(['numeric', 'decimal', 'real', 'double precision', 'float4', 'float8']);
const DATE_TYPES = new Set([
  'timestamp without time zone',
  'timestamp with time zone',
  'timestamp',
  'timestamptz',
  'date',
]);
const LONG_TEXT_TYPES = new Set(['text', 'json', 'jsonb']);

/** The TypeScript type of a column's value on the wire (ids exceed 2^53: strings). */
export function tsType(type: string): 'number' | 'string' {
  const base = baseType(type);
  return INTEGER_TYPES.has(base) || DECIMAL_TYPES.has(base) ? 'number' : 'string';
}

/** `ship_no` → `shipNo`. */
export function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The control a column's type suggests; names ending in image/avatar/url of pictures suggest an upload. */
export function componentFor(column: TableColumn): ComponentType {
  const base = baseType(column.type);
  if (INTEGER_TYPES.has(base) || DECIMAL_TYPES.has(base) || BIGINT_TYPES.has(base)) return 'number';
  if (DATE_TYPES.has(base)) return 'date';
  if (LONG_TEXT_TYPES.has(base)) return 'textarea';
  if (/(image|avatar|picture|cover|photo|icon)(_url)?$/.test(column.name.toLowerCase())) return 'upload';
  if ((typeLength(column.type) ?? 0) > 255) return 'textarea';
  return 'input';
}

/** A prototype row proposed for a column: shown in list, form and (short texts) search. */
export function proposePrototype(column: TableColumn): PrototypeInput & { propertyType: string } {
  const componentType = componentFor(column);
  return {
    jdbcName: column.name,
    jdbcType: column.type,
    jdbcComment: column.comment ?? '',
    propertyName: camelCase(column.name),
    propertyType: tsType(column.type),
    componentType,
    dictCode: '',
    isRequired: column.notNull ? 1 : 0,
    isList: componentType === 'textarea' ? 0 : 1,
    isForm: 1,
    isRow: componentType === 'textarea' ? 1 : 0,
    isQuery: componentType === 'input' ? 1 : 0,
  };
}

/** The kind of field a prototype becomes in a definition (see `define.ts`). */
export function fieldKindOf(prototype: PrototypeInput) {
  const base = baseType(prototype.jdbcType);
  if (prototype.componentType === 'upload') return 'url' as const;
  if (INTEGER_TYPES.has(base)) return 'integer' as const;
  if (DECIMAL_TYPES.has(base)) return 'decimal' as const;
  if (BIGINT_TYPES.has(base)) return 'id' as const;
  if (DATE_TYPES.has(base)) return 'datetime' as const;
  if (LONG_TEXT_TYPES.has(base)) return 'longText' as const;
  return 'text' as const;
}

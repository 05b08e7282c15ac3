import { type FieldKind, type SearchStyle, snakeCase } from '../define';
import { type Message, message } from '../messages';
import { camelCase, fieldKindOf, IMPLICIT_COLUMNS, typeLength } from './columns';
import type { CodeInput, PrototypeInput } from './types';

/** A field of the generated definition, decided from one prototype row. */
export interface FieldSpec {
  name: string;
  column: string;
  kind: FieldKind;
  max?: number;
  label: string;
  required: boolean;
  readOnly: boolean;
  search?: SearchStyle;
  dict?: string;
  control?: 'image' | 'textarea';
  span?: number;
  hideInTable: boolean;
}

/**
 * Why a setting or a model cannot be generated, in a person's words: `said` is the message (the
 * `codegen` area of the catalogue) to say in the reader's language; `message` is its key (for logs).
 */
export class CodegenError extends Error {
  readonly said: Message;

  constructor(said: Message) {
    // The key for logs: saying it needs i18next, which what imports the definitions does not load.
    super(said.key);
    this.said = said;
    this.name = 'CodegenError';
  }
}

const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const PROPERTY = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/;
const SERVICE = /^[a-z][a-z0-9-]{0,62}$/;
const FOLDER = /^[a-z][a-zA-Z0-9]{0,62}$/;
const ROUTE = /^(\/[a-zA-Z0-9_-]+)+$/;

/** The module folder: the last segment of a Java-style package (`org.springblade.desk` → `desk`). */
export function moduleFolder(code: CodeInput): string {
  const folder = code.packageName.trim().split('.').pop() ?? '';
  if (!FOLDER.test(folder))
    throw new CodegenError(message('codegen.packageName', { name: code.packageName }));
  return folder;
}

/** The resource's name: the table without its prefix, in camelCase (`demo_shipment` → `shipment`). */
export function resourceName(code: CodeInput): string {
  if (!SQL_NAME.test(code.tableName))
    throw new CodegenError(message('codegen.tableName', { name: code.tableName }));
  const prefix = code.tablePrefix?.trim() ?? '';
  const bare =
    prefix && code.tableName.startsWith(prefix) ? code.tableName.slice(prefix.length) : code.tableName;
  const name = camelCase(bare.replace(/^_+/, ''));
  if (!PROPERTY.test(name))
    throw new CodegenError(message('codegen.tableNameBare', { name: code.tableName }));
  return name;
}

export function servicePath(code: CodeInput, name: string): string {
  const service = code.serviceName.trim();
  if (!SERVICE.test(service))
    throw new CodegenError(message('codegen.serviceName', { name: code.serviceName }));
  return `/${service}/${name}`;
}

export function consoleRoute(code: CodeInput, folder: string, name: string): string {
  const route = code.webPath?.trim() || `/${folder}/${name}`;
  if (!ROUTE.test(route)) throw new CodegenError(message('codegen.webPath', { path: route }));
  return route;
}

function searchStyle(kind: FieldKind, dict: string | undefined): SearchStyle {
  if (dict) return 'equal';
  if (kind === 'datetime') return 'range';
  return kind === 'text' || kind === 'longText' || kind === 'url' ? 'like' : 'equal';
}

/** The definition's fields: one per prototype, less the id, tenant and audit columns. */
export function fieldSpecs(prototypes: readonly PrototypeInput[], code: CodeInput): FieldSpec[] {
  const pk = code.pkName?.trim() || 'id';
  const seen = new Set<string>();
  const specs: FieldSpec[] = [];
  for (const prototype of prototypes) {
    const column = prototype.jdbcName;
    if (!SQL_NAME.test(column)) throw new CodegenError(message('codegen.columnName', { name: column }));
    if (IMPLICIT_COLUMNS.has(column) || column === pk) continue;
    const name = prototype.propertyName?.trim() || camelCase(column);
    if (!PROPERTY.test(name)) throw new CodegenError(message('codegen.fieldName', { name, column }));
    if (seen.has(name)) throw new CodegenError(message('codegen.fieldNameTwice', { name }));
    seen.add(name);
    const kind = fieldKindOf(prototype);
    const dict =
      prototype.componentType === 'select' && prototype.dictCode?.trim()
        ? prototype.dictCode.trim()
        : undefined;
    const required = prototype.isRequired === 1;
    const textual = kind === 'text' || kind === 'url';
    specs.push({
      name,
      column,
      kind,
      ...(textual ? { max: typeLength(prototype.jdbcType) ?? (kind === 'url' ? 500 : 255) } : {}),
      label: prototype.jdbcComment?.trim() || name,
      required,
      readOnly: prototype.isForm === 0 && !required,
      ...(prototype.isQuery === 1 ? { search: searchStyle(kind, dict) } : {}),
      ...(dict ? { dict } : {}),
      ...(kind === 'url' ? { control: 'image' as const } : {}),
      ...(kind === 'text' && prototype.componentType === 'textarea' ? { control: 'textarea' as const } : {}),
      ...(prototype.isRow === 1 ? { span: 24 } : {}),
      hideInTable: prototype.isList === 0,
    });
  }
  if (specs.length === 0) throw new CodegenError(message('codegen.noFields'));
  return specs;
}

/** Whether the field needs an explicit `column` (its snake_case is not the column's name). */
export function needsColumn(spec: FieldSpec): boolean {
  return snakeCase(spec.name) !== spec.column;
}

/** A value each field accepts, for the generated test's `submit`. */
export function sampleValue(spec: FieldSpec): string | number {
  switch (spec.kind) {
    case 'integer':
      return 1;
    case 'decimal':
      return 12.5;
    case 'datetime':
      return '2024-05-06 07:08:09';
    case 'id':
      return '1';
    case 'url':
      return 'https://example.com/demo.png'.slice(0, spec.max);
    case 'longText':
      return 'generated sample text';
    default:
      return 'sample'.slice(0, spec.max);
  }
}

/** `shipNo` → `Ship no`: an English skeleton label. */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

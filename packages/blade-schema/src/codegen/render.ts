import { type FieldSpec, humanise, needsColumn, sampleValue } from './fields';

/** A TypeScript string literal in the project's style (single quotes). */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A comment line's text, unable to close the comment it sits in. */
export function commentText(value: string): string {
  return value.replace(/\*\//g, '* /').replace(/\s+/g, ' ').trim();
}

const BUILDER: Record<FieldSpec['kind'], string> = {
  text: 'text',
  longText: 'longText',
  html: 'html',
  url: 'url',
  integer: 'integer',
  decimal: 'decimal',
  datetime: 'datetime',
  id: 'id',
  idList: 'idList',
};

function fieldOptions(spec: FieldSpec): string {
  const parts = [`label: ${quote(spec.label)}`];
  if (spec.required) parts.push('required: true');
  if (spec.readOnly) parts.push('readOnly: true');
  if (spec.search) parts.push(`search: ${quote(spec.search)}`);
  if (spec.dict) parts.push(`dict: ${quote(spec.dict)}`);
  if (needsColumn(spec)) parts.push(`column: ${quote(spec.column)}`);
  const ui: string[] = [];
  if (spec.control) ui.push(`control: ${quote(spec.control)}`);
  if (spec.span) ui.push(`span: ${spec.span}`);
  if (spec.hideInTable) ui.push('hideInTable: true');
  if (ui.length) parts.push(`ui: { ${ui.join(', ')} }`);
  return `{ ${parts.join(', ')} }`;
}

function fieldLine(spec: FieldSpec): string {
  const builder = BUILDER[spec.kind];
  const args = spec.max !== undefined ? `${spec.max}, ${fieldOptions(spec)}` : fieldOptions(spec);
  return `    ${spec.name}: ${builder}(${args}),`;
}

export interface DefinitionParts {
  name: string;
  label: string;
  path: string;
  table: string;
  route: string;
  remark: string;
  fields: readonly FieldSpec[];
}

/** The resource definition file, in the style of `resources/website/*.ts`. */
export function renderDefinition(parts: DefinitionParts): string {
  const builders = [...new Set(parts.fields.map((spec) => BUILDER[spec.kind]))].sort();
  const parent = parts.route.split('/')[1] ?? '';
  return [
    `import { defineResource, ${builders.join(', ')} } from '../../define';`,
    '',
    `/** ${commentText(parts.label)}${parts.remark ? `: ${commentText(parts.remark)}` : ''} (generated from table ${parts.table}). */`,
    `export const ${parts.name}Resource = defineResource({`,
    `  name: ${quote(parts.name)},`,
    `  label: ${quote(parts.label)},`,
    `  path: ${quote(parts.path)},`,
    `  table: ${quote(parts.table)},`,
    '  fields: {',
    ...parts.fields.map(fieldLine),
    '  },',
    '  menu: {',
    `    parent: ${quote(parent)},`,
    `    name: ${quote(parts.label)},`,
    `    path: ${quote(parts.route)},`,
    `    source: 'iconfont iconicon_doc',`,
    '  },',
    '});',
    '',
  ].join('\n');
}

const SQL_TYPE: Record<FieldSpec['kind'], (spec: FieldSpec) => string> = {
  text: (spec) => `varchar(${spec.max})`,
  url: (spec) => `varchar(${spec.max})`,
  idList: (spec) => `varchar(${spec.max})`,
  longText: () => 'text',
  html: () => 'text',
  integer: () => 'integer',
  decimal: () => 'numeric(12, 2)',
  datetime: () => 'timestamp(3)',
  id: () => 'bigint',
};

/**
 * The migration creating the table as `tableFor` declares it (id, tenant, fields, audit columns,
 * the tenant index), in drizzle-kit's layout. `IF NOT EXISTS` because the modelled table may be
 * there already; `db:generate` writes the journal's own migration once the table is in the schema.
 */
export function renderMigration(table: string, fields: readonly FieldSpec[]): string {
  const columns = [
    '"id" bigint PRIMARY KEY NOT NULL',
    `"tenant_id" varchar(12) DEFAULT '000000' NOT NULL`,
    ...fields.map(
      (spec) => `"${spec.column}" ${SQL_TYPE[spec.kind](spec)}${spec.required ? ' NOT NULL' : ''}`,
    ),
    '"create_user" bigint',
    '"create_dept" bigint',
    '"create_time" timestamp(3)',
    '"update_user" bigint',
    '"update_time" timestamp(3)',
    '"status" integer DEFAULT 1 NOT NULL',
    '"is_deleted" integer DEFAULT 0 NOT NULL',
  ];
  return [
    `CREATE TABLE IF NOT EXISTS "${table}" (\n\t${columns.join(',\n\t')}\n);`,
    '--> statement-breakpoint',
    `CREATE INDEX IF NOT EXISTS "${table}_tenant_idx" ON "${table}" USING btree ("tenant_id");`,
    '',
  ].join('\n');
}

/** The console's strings of the resource: Chinese from the comments, an English skeleton. */
export function renderTranslations(name: string, label: string, fields: readonly FieldSpec[]): string {
  const lines = (pick: (spec: FieldSpec) => string) =>
    fields.map((spec) => `      ${spec.name}: ${quote(pick(spec))},`);
  return [
    `/** Strings of ${commentText(label)} (generated): merge into \`resources\` of i18n/shell/zh.ts and en.ts. */`,
    `export const ${name}Strings = {`,
    '  zh: {',
    `    title: ${quote(label)},`,
    '    fields: {',
    ...lines((spec) => spec.label),
    '    },',
    '  },',
    '  en: {',
    `    title: ${quote(humanise(name))},`,
    '    fields: {',
    ...lines((spec) => humanise(spec.name)),
    '    },',
    '  },',
    '};',
    '',
  ].join('\n');
}

export function sampleRow(fields: readonly FieldSpec[]): Record<string, string | number> {
  return Object.fromEntries(
    fields.filter((spec) => !spec.readOnly).map((spec) => [spec.name, sampleValue(spec)]),
  );
}

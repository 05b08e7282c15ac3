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
  const parts = [`label: ${quote(spec.label)}`, `en: ${quote(humanise(spec.name))}`];
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
  /** The menu the page hangs under (a code of the menu tree). */
  parent: string;
}

/**
 * The resource definition file, in the style of `resources/website/*.ts`: everything the area needs
 * (its fields with Chinese and English labels, its table, its menu entry). `pnpm gen` registers it.
 */
export function renderDefinition(parts: DefinitionParts): string {
  const builders = [...new Set(parts.fields.map((spec) => BUILDER[spec.kind]))].sort();
  const english = humanise(parts.name);
  return [
    `import { defineResource, ${builders.join(', ')} } from '../../define';`,
    '',
    `/** ${commentText(parts.label)}${parts.remark ? `: ${commentText(parts.remark)}` : ''} (generated from table ${parts.table}). */`,
    `export const ${parts.name}Resource = defineResource({`,
    `  name: ${quote(parts.name)},`,
    `  label: ${quote(parts.label)},`,
    `  en: ${quote(english)},`,
    `  path: ${quote(parts.path)},`,
    `  table: ${quote(parts.table)},`,
    '  fields: {',
    ...parts.fields.map(fieldLine),
    '  },',
    '  menu: {',
    `    parent: ${quote(parts.parent)},`,
    `    name: ${quote(parts.label)},`,
    `    en: ${quote(english)},`,
    `    path: ${quote(parts.route)},`,
    `    source: 'iconfont iconicon_doc',`,
    '  },',
    '});',
    '',
  ].join('\n');
}

export function sampleRow(fields: readonly FieldSpec[]): Record<string, string | number> {
  return Object.fromEntries(
    fields.filter((spec) => !spec.readOnly).map((spec) => [spec.name, sampleValue(spec)]),
  );
}

import type { FieldDef, ResourceDef } from './define';
import { isWireDate } from './filters';
import { formatError } from './formats';

/**
 * The field rules of a definition checked against a body, in the server's words: what the SDK's
 * mocks answer with HTTP 400, so a story or a jsdom test meets the same refusals as the product.
 * (The server itself validates with the JSON schema derived from the same fields.)
 */
export function fieldError(
  name: string,
  field: FieldDef,
  value: unknown,
  isInsert: boolean,
): string | undefined {
  const label = field.label ?? name;
  const empty = value === undefined || value === null || value === '';
  // An insert that leaves out a field with a default gets the default; sending it empty is an error.
  const defaulted = value === undefined && field.default !== undefined;
  if (empty)
    return field.required && !defaulted && (isInsert || value !== undefined) ? `${label}不能为空` : undefined;
  if (field.kind === 'integer') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isInteger(n)) return `${label}应为整数`;
    if (field.minValue !== undefined && n < field.minValue) return `${label}不能小于 ${field.minValue}`;
    if (field.maxValue !== undefined && n > field.maxValue) return `${label}不能大于 ${field.maxValue}`;
    return undefined;
  }
  if (field.kind === 'decimal') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(n)) return `${label}应为数字`;
    if (Math.round(n * 100) !== n * 100 && Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
      return `${label}最多两位小数`;
    if (field.minValue !== undefined && n < field.minValue) return `${label}不能小于 ${field.minValue}`;
    if (field.maxValue !== undefined && n > field.maxValue) return `${label}不能大于 ${field.maxValue}`;
    return undefined;
  }
  const text = String(value);
  if (field.kind === 'id' && !/^\d{1,19}$/.test(text)) return `${label}应为数字编号`;
  if (field.kind === 'idList' && !/^\d{1,19}(,\d{1,19})*$/.test(text)) return `${label}应为逗号分隔的编号`;
  if (field.kind === 'datetime') return isWireDate(text) ? undefined : `${label}应为日期 yyyy-MM-dd HH:mm:ss`;
  if (field.max !== undefined && text.length > field.max) return `${label}不能超过 ${field.max} 个字符`;
  return field.format ? formatError(field.format, label, text) : undefined;
}

/** The first broken rule of a `submit` body (an insert when it has no id), or undefined. */
export function validateSubmit(resource: ResourceDef, body: Record<string, unknown>): string | undefined {
  const isInsert = body.id === undefined || body.id === null || body.id === '';
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const error = fieldError(name, field, body[name], isInsert);
    if (error) return error;
  }
  return undefined;
}

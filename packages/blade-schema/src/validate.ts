import type { FieldDef, ResourceDef } from './define';
import { isWireDate } from './filters';
import { formatError } from './formats';
import { labelOf, type Message, message } from './messages/message';

/**
 * The field rules of a definition checked against a body, as a message to be said in the reader's
 * language (messages/validation.ts): what the SDK's mocks answer with HTTP 400, so a story or a
 * jsdom test meets the same refusals as the product. (The server validates with the JSON schema
 * derived from the same fields and says its violations in the same words.)
 */
export function fieldError(
  name: string,
  field: FieldDef,
  value: unknown,
  isInsert: boolean,
): Message | undefined {
  const label = labelOf(name, field);
  const broken = (rule: string, limit?: number) =>
    message(`validation.${rule}`, limit === undefined ? { label } : { label, limit });
  const empty = value === undefined || value === null || value === '';
  // An insert that leaves out a field with a default gets the default; sending it empty is an error.
  const defaulted = value === undefined && field.default !== undefined;
  if (empty)
    return field.required && !defaulted && (isInsert || value !== undefined) ? broken('required') : undefined;
  if (field.kind === 'integer' || field.kind === 'decimal') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (field.kind === 'integer' && !Number.isInteger(n)) return broken('integer');
    if (!Number.isFinite(n)) return broken('number');
    if (field.kind === 'decimal' && Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return broken('decimals');
    if (field.minValue !== undefined && n < field.minValue) return broken('min', field.minValue);
    if (field.maxValue !== undefined && n > field.maxValue) return broken('max', field.maxValue);
    return undefined;
  }
  const text = String(value);
  if (field.kind === 'id' && !/^\d{1,19}$/.test(text)) return broken('id');
  if (field.kind === 'idList' && !/^\d{1,19}(,\d{1,19})*$/.test(text)) return broken('idList');
  if (field.kind === 'datetime') return isWireDate(text) ? undefined : broken('datetime');
  if (field.max !== undefined && text.length > field.max) return broken('maxLength', field.max);
  return field.format ? formatError(field.format, label, text) : undefined;
}

/** The first broken rule of a `submit` body (an insert when it has no id), or undefined. */
export function validateSubmit(resource: ResourceDef, body: Record<string, unknown>): Message | undefined {
  return submitRefusal(resource, body)?.message;
}

/**
 * The first broken rule of a `submit` body with the field it is about: the server's 400 names it
 * (`data.field`), so a form shows the message at that field.
 */
export function submitRefusal(
  resource: ResourceDef,
  body: Record<string, unknown>,
): { field: string; message: Message } | undefined {
  const isInsert = body.id === undefined || body.id === null || body.id === '';
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const error = fieldError(name, field, body[name], isInsert);
    if (error) return { field: name, message: error };
  }
  return undefined;
}

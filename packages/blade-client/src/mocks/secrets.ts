import { SECRET_MASK } from '@blade-console/blade-schema';
import type { MockRow } from './respond';

/**
 * Write-only secrets by table, kept as the server keeps them: answered as the mask, and a submit
 * that sends the mask back (or nothing) keeps the stored secret.
 */
const WRITE_ONLY_SECRETS: Readonly<Record<string, string>> = {
  client: 'clientSecret',
  oss: 'secretKey',
  sms: 'secretKey',
};

/** The row as the wire shows it: a copy with the mask for its secret (the row itself when none). */
export function withMaskedSecret<T extends MockRow | undefined>(table: string, row: T): T {
  const field = WRITE_ONLY_SECRETS[table];
  if (!field || !row || !(field in row)) return row;
  return { ...row, [field]: SECRET_MASK };
}

/**
 * Drops a secret that is the mask or empty from an update's body (the stored one stays); answers
 * the server's message when an insert carries no real secret.
 */
export function keepSecretOf(
  table: string,
  body: Record<string, unknown>,
  isInsert: boolean,
): string | undefined {
  const field = WRITE_ONLY_SECRETS[table];
  if (!field) return undefined;
  const value = body[field];
  if (value !== undefined && value !== SECRET_MASK && value !== '' && value !== null) return undefined;
  if (isInsert) return `缺少必要的请求参数: ${field}`;
  delete body[field];
  return undefined;
}

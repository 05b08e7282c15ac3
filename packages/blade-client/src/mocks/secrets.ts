import { carriesNoSecret, maskAccessKey, SECRET_MASK } from '@blade-console/blade-schema';
import type { MockRow } from './respond';

interface WriteOnlySecret {
  field: string;
  /** How the wire shows it (default: the mask); an empty value is shown empty. */
  mask?: (value: unknown) => string;
  /** May be empty (a data source without a password): not required, and "" clears it. */
  optional?: true;
}

/**
 * Write-only secrets by table, kept as the server keeps them: answered masked (an access key keeps
 * its last 4 characters), and a submit that sends the mask back (or nothing) keeps the stored one.
 */
const ACCESS_KEY: WriteOnlySecret = { field: 'accessKey', mask: maskAccessKey };
const WRITE_ONLY_SECRETS: Readonly<Record<string, readonly WriteOnlySecret[]>> = {
  client: [{ field: 'clientSecret' }],
  oss: [{ field: 'secretKey' }, ACCESS_KEY],
  sms: [{ field: 'secretKey' }, ACCESS_KEY],
  datasource: [{ field: 'password', optional: true }],
};

/** The row as the wire shows it: a copy with its secrets masked (the row itself when it has none). */
export function withMaskedSecret<T extends MockRow | undefined>(table: string, row: T): T {
  const secrets = WRITE_ONLY_SECRETS[table];
  if (!secrets || !row) return row;
  const shown: MockRow = { ...row };
  for (const { field, mask, optional } of secrets) {
    if (!(field in shown) || (optional && !shown[field])) continue;
    shown[field] = mask ? mask(shown[field]) : SECRET_MASK;
  }
  return shown as T;
}

/**
 * Drops a secret that is masked or empty from an update's body (the stored one stays); answers
 * the server's message when an insert carries no real secret.
 */
export function keepSecretOf(
  table: string,
  body: Record<string, unknown>,
  isInsert: boolean,
): string | undefined {
  for (const { field, optional } of WRITE_ONLY_SECRETS[table] ?? []) {
    const value = body[field];
    if (optional) {
      // As the server's data-source hook: only the exact mask keeps the stored password.
      if (!isInsert && value === SECRET_MASK) delete body[field];
      continue;
    }
    if (!carriesNoSecret(value)) continue;
    if (isInsert) return `缺少必要的请求参数: ${field}`;
    delete body[field];
  }
  return undefined;
}

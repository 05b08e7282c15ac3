import { carriesNoSecret, isMaskedSecret, maskAccessKey, SECRET_MASK } from '@blade-console/blade-schema';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';
import type { WriteEvent } from './model';

export { isMaskedSecret, maskAccessKey, SECRET_MASK };

/**
 * A write hook keeping a write-only secret server-side: an update that sends back the mask (or an
 * access key's masked form, an empty value, or nothing) keeps the stored secret; an insert must
 * carry a real one.
 */
export function keepSecret(field: string) {
  return ({ values, isInsert }: WriteEvent): void => {
    if (!carriesNoSecret(values[field])) return;
    if (isInsert) throw badRequest(msg('http.missingParam', { name: field }));
    delete values[field];
  };
}

/** Puts the mask where a row about to be sent has (or had, when hidden) its secret. */
export function maskSecret(rows: Record<string, unknown>[], field: string): void {
  for (const row of rows) row[field] = SECRET_MASK;
}

import { DICTS, type Localized } from '@blade-console/blade-schema';
import type { DbOrTx } from '../../../db/connection';
import { badRequest } from '../../../http/envelope';
import { msg } from '../../../i18n';
import { listOf } from '../../../i18n/list';
import { dictLabels } from './lookup';

/**
 * Refuses a value that is not a key of the system dictionary `code` (an order status 9, a message
 * type nobody defined), naming the field by its label. Empty values are left to the required check.
 */
export async function assertDictKey(
  db: DbOrTx,
  code: string,
  value: unknown,
  label: Localized,
  /** The body field it came in, named to the form (`data.field`). */
  field?: string,
): Promise<void> {
  if (value === undefined || value === null || value === '') return;
  const labels = await dictLabels(db, code);
  if (!labels.has(String(value))) {
    const options = listOf([...labels].map(([key, zh]) => dictItemName(code, key, zh)));
    throw badRequest(msg('validation.dictValue', { label, options }), field);
  }
}

/**
 * An item of the system dictionary `code` named in both languages: the stored name is the Chinese
 * one; the English one comes from the dictionary's definition (the key itself for an item added
 * since, which has none).
 */
export function dictItemName(code: string, key: string, zh: string): Localized {
  const english = DICTS.find((dict) => dict.code === code)?.en.items ?? {};
  return { zh, en: english[key] ?? key };
}

import type { DbOrTx } from '../../../db/connection';
import { badRequest } from '../../../http/envelope';
import { dictLabels } from './lookup';

/**
 * Refuses a value that is not a key of the system dictionary `code` (an order status 9, a message
 * type nobody defined), naming the field by its label. Empty values are left to the required check.
 */
export async function assertDictKey(db: DbOrTx, code: string, value: unknown, label: string): Promise<void> {
  if (value === undefined || value === null || value === '') return;
  const labels = await dictLabels(db, code);
  if (!labels.has(String(value))) {
    throw badRequest(`${label}的取值不正确，可选: ${[...labels.values()].join('、')}`);
  }
}

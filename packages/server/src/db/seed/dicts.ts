import { DICTS } from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../connection';
import { nextId } from '../ids';
import { bladeDict } from '../schema';

type DictRow = typeof bladeDict.$inferInsert;

/**
 * The rows of `DICTS[dictIndex]`: its parent row (`dict_key` -1, sorted by its place in DICTS) and
 * its items below it, with ids from `newId` in that order.
 */
export function dictRows(dictIndex: number, newId: () => bigint): DictRow[] {
  const dict = DICTS[dictIndex]!;
  const parentId = newId();
  const parent: DictRow = {
    id: parentId,
    parentId: 0n,
    code: dict.code,
    dictKey: '-1',
    dictValue: dict.name,
    sort: dictIndex + 1,
  };
  const items = dict.items.map(
    ([dictKey, dictValue, remark], i): DictRow => ({
      id: newId(),
      parentId,
      code: dict.code,
      dictKey,
      dictValue,
      sort: i + 1,
      remark: remark ?? null,
    }),
  );
  return [parent, ...items];
}

/**
 * Adds the system dictionaries a release brought (the website's states and categories) to a
 * database seeded before it; a fresh database already has every one of {@link DICTS}.
 */
export async function seedMissingDicts(tx: DbOrTx): Promise<void> {
  const roots = await tx.select({ code: bladeDict.code }).from(bladeDict).where(eq(bladeDict.parentId, 0n));
  const present = new Set(roots.map((row) => row.code));
  const rows = DICTS.flatMap((dict, dictIndex) =>
    present.has(dict.code) ? [] : dictRows(dictIndex, nextId),
  );
  if (rows.length > 0) await tx.insert(bladeDict).values(rows);
}

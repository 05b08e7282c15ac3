import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { bladeDict } from '../../../db/schema';

/** The items of a system dictionary (parent rows excluded), in sort order. */
export function dictionaryItems(db: DbOrTx, code: string) {
  return db
    .select({
      id: bladeDict.id,
      parentId: bladeDict.parentId,
      code: bladeDict.code,
      dictKey: bladeDict.dictKey,
      dictValue: bladeDict.dictValue,
      sort: bladeDict.sort,
      remark: bladeDict.remark,
    })
    .from(bladeDict)
    .where(and(eq(bladeDict.code, code), ne(bladeDict.parentId, 0n), eq(bladeDict.isDeleted, 0)))
    .orderBy(asc(bladeDict.sort), asc(bladeDict.id));
}

/** dictKey → dictValue of a system dictionary, for `*Name` fields (`categoryName`, `sexName`, …). */
export async function dictLabels(db: DbOrTx, code: string): Promise<Map<string, string>> {
  const items = await dictionaryItems(db, code);
  return new Map(items.map((i) => [i.dictKey, i.dictValue]));
}

/** Sets `<field>Name` on each row from a dictionary (empty when the key is unknown). */
export async function addDictNames(
  db: DbOrTx,
  rows: Record<string, unknown>[],
  field: string,
  code: string,
): Promise<void> {
  if (rows.length === 0) return;
  const labels = await dictLabels(db, code);
  for (const row of rows) row[`${field}Name`] = labels.get(String(row[field])) ?? '';
}

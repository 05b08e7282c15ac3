import { DICTS } from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../connection';
import { nextId } from '../ids';
import { bladeDict } from '../schema';

/**
 * Adds the system dictionaries a release brought (the website's states and categories) to a
 * database seeded before it; a fresh database already has every one of {@link DICTS}.
 */
export async function seedMissingDicts(tx: DbOrTx): Promise<void> {
  const roots = await tx.select({ code: bladeDict.code }).from(bladeDict).where(eq(bladeDict.parentId, 0n));
  const present = new Set(roots.map((row) => row.code));
  const rows: (typeof bladeDict.$inferInsert)[] = [];
  DICTS.forEach((dict, dictIndex) => {
    if (present.has(dict.code)) return;
    const parentId = nextId();
    rows.push({
      id: parentId,
      parentId: 0n,
      code: dict.code,
      dictKey: '-1',
      dictValue: dict.name,
      sort: dictIndex + 1,
    });
    dict.items.forEach(([dictKey, dictValue, remark], i) => {
      rows.push({
        id: nextId(),
        parentId,
        code: dict.code,
        dictKey,
        dictValue,
        sort: i + 1,
        remark: remark ?? null,
      });
    });
  });
  if (rows.length > 0) await tx.insert(bladeDict).values(rows);
}

import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { splitCsv } from '../../auth/users';
import { uniqueIds } from '../../crud/fields';
import type { DbOrTx } from '../../db/connection';
import { bladeDept, bladePost, bladeRole } from '../../db/schema';
import { dictLabels } from '../system/dict/lookup';

/** Fills roleName, deptName, postName (CSV of names) and sexName from their id columns. */
export async function addUserNames(rows: Record<string, unknown>[], db: DbOrTx): Promise<void> {
  if (rows.length === 0) return;
  const idsOf = (field: string) => uniqueIds(rows.flatMap((r) => splitCsv(String(r[field] ?? ''))));
  const [roles, depts, posts, sexes] = await Promise.all([
    lookup(db, bladeRole, bladeRole.id, bladeRole.roleName, idsOf('roleId')),
    lookup(db, bladeDept, bladeDept.id, bladeDept.deptName, idsOf('deptId')),
    lookup(db, bladePost, bladePost.id, bladePost.postName, idsOf('postId')),
    dictLabels(db, 'sex'),
  ]);
  const names = (csv: unknown, map: Map<string, string>) =>
    splitCsv(String(csv ?? ''))
      .map((id) => map.get(id) ?? '')
      .filter(Boolean)
      .join(',');
  for (const row of rows) {
    row.roleName = names(row.roleId, roles);
    row.deptName = names(row.deptId, depts);
    row.postName = names(row.postId, posts);
    row.sexName = sexes.get(String(row.sex)) ?? '';
  }
}

/** id → name of the rows of `table` among `ids`. */
async function lookup(
  db: DbOrTx,
  table: PgTable,
  idColumn: PgColumn,
  nameColumn: PgColumn,
  ids: bigint[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await db
    .select({ id: idColumn, name: nameColumn })
    .from(table)
    .where(inArray(idColumn, ids))) as {
    id: unknown;
    name: unknown;
  }[];
  return new Map(rows.map((r) => [String(r.id), String(r.name ?? '')]));
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeRole, bladeUser } from '../db/schema';

export type UserRow = typeof bladeUser.$inferSelect;

/** Splits a CSV id column ("1,2") into its non-empty parts. */
export function splitCsv(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function findUserByAccount(
  db: Db,
  tenantId: string,
  account: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(bladeUser)
    .where(and(eq(bladeUser.tenantId, tenantId), eq(bladeUser.account, account), eq(bladeUser.isDeleted, 0)));
  return user;
}

export async function findUserById(db: Db, id: bigint): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(bladeUser)
    .where(and(eq(bladeUser.id, id), eq(bladeUser.isDeleted, 0)));
  return user;
}

/** Role ids → aliases, in the order of the ids; unknown or deleted roles are dropped. */
export async function roleAliases(
  db: Db,
  roleIds: readonly string[],
): Promise<{ id: string; alias: string }[]> {
  const ids = roleIds.filter((id) => /^\d+$/.test(id)).map((id) => BigInt(id));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: bladeRole.id, alias: bladeRole.roleAlias })
    .from(bladeRole)
    .where(and(inArray(bladeRole.id, ids), eq(bladeRole.isDeleted, 0)));
  const byId = new Map(rows.map((r) => [String(r.id), r.alias]));
  return roleIds.flatMap((id) => {
    const alias = byId.get(id);
    return alias === undefined ? [] : [{ id, alias }];
  });
}

import type { Message } from '@blade-console/blade-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/connection';
import { idsAmong, isId } from '../db/ids';
import { bladeDept, bladePost, bladeRole, bladeTenant, bladeUser } from '../db/schema';
import { badRequest } from '../http/envelope';
import { localized, msg } from '../i18n';

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

/**
 * Role ids → aliases, in the order of the ids; unknown or deleted roles, and roles of another tenant
 * (a user row must never borrow, say, the platform's `administrator` role), are dropped.
 */
export async function roleAliases(
  db: DbOrTx,
  tenantId: string,
  roleIds: readonly string[],
): Promise<{ id: string; alias: string }[]> {
  const ids = idsAmong(roleIds);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: bladeRole.id, alias: bladeRole.roleAlias })
    .from(bladeRole)
    .where(and(inArray(bladeRole.id, ids), eq(bladeRole.tenantId, tenantId), eq(bladeRole.isDeleted, 0)));
  const byId = new Map(rows.map((r) => [String(r.id), r.alias]));
  return roleIds.flatMap((id) => {
    const alias = byId.get(id);
    return alias === undefined ? [] : [{ id, alias }];
  });
}

/** The tables a user row points into by id CSV, and what a bad reference is called. */
const USER_REFS = {
  roleId: { table: bladeRole, label: msg('userRef.role') },
  deptId: { table: bladeDept, label: msg('userRef.dept') },
  postId: { table: bladePost, label: msg('userRef.post') },
} as const;

/**
 * Rejects (400) role, dept or post ids that are not live rows of `tenantId`. Every write of a user's
 * `roleId`/`deptId`/`postId` goes through here, so a tenant administrator cannot hand out another
 * tenant's rows (the platform's `administrator` role above all).
 */
export async function assertUserRefsInTenant(
  db: DbOrTx,
  tenantId: string,
  refs: Partial<Record<keyof typeof USER_REFS, unknown>>,
): Promise<void> {
  for (const key of Object.keys(USER_REFS) as (keyof typeof USER_REFS)[]) {
    const value = refs[key];
    if (value === undefined || value === null) continue;
    const ids = [...new Set(splitCsv(String(value)))];
    if (ids.length === 0) continue;
    const { table, label } = USER_REFS[key];
    if (!ids.every(isId)) throw badRequest(msg('auth.refBadId', { label: localized(label) }));
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          inArray(
            table.id,
            ids.map((id) => BigInt(id)),
          ),
          eq(table.tenantId, tenantId),
          eq(table.isDeleted, 0),
        ),
      );
    if (found.length !== ids.length)
      throw badRequest(msg('auth.refNotInTenant', { label: localized(label) }));
  }
}

/**
 * Why the users of `tenantId` may not sign in or refresh (tenant removed or its licence expired), or
 * undefined when they may.
 */
export async function tenantSignInRefusal(
  db: DbOrTx,
  tenantId: string,
  now: Date = new Date(),
): Promise<Message | undefined> {
  const [tenant] = await db
    .select({ expireTime: bladeTenant.expireTime })
    .from(bladeTenant)
    .where(and(eq(bladeTenant.tenantId, tenantId), eq(bladeTenant.isDeleted, 0)));
  if (!tenant) return msg('auth.tenantGone');
  if (tenant.expireTime && tenant.expireTime.getTime() <= now.getTime()) {
    return msg('auth.tenantExpired');
  }
  return undefined;
}

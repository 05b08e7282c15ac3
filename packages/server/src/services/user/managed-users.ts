import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../auth/jwt';
import { idsQuery, parseIdCsv } from '../../crud/fields';
import { recordWrites } from '../../crud/writes';
import type { DbOrTx } from '../../db/connection';
import { bladeDept, bladeUser } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { formFieldsIntoQuery } from '../../http/form-params';
import { type FastifyTypeBox, statusResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import { userModel } from './model';

/** Users of a dept or any dept below it (`dept_id` is a CSV). */
export async function inDeptTree(db: DbOrTx, tenantId: string, deptId: bigint): Promise<SQL> {
  const depts = await db
    .select({ id: bladeDept.id })
    .from(bladeDept)
    .where(
      and(
        eq(bladeDept.tenantId, tenantId),
        eq(bladeDept.isDeleted, 0),
        or(eq(bladeDept.id, deptId), sql`(',' || ${bladeDept.ancestors} || ',') like ${`%,${deptId},%`}`),
      ),
    );
  const ids = depts.length ? depts.map((d) => String(d.id)) : [String(deptId)];
  return or(...ids.map((id) => sql`(',' || ${bladeUser.deptId} || ',') like ${`%,${id},%`}`))!;
}

type UserSet = Partial<typeof bladeUser.$inferInsert>;

/** A bulk user action named a user the caller may not manage (another tenant's, or removed). */
export const USER_NOT_IN_TENANT = msg('user.notInTenant');

/**
 * The users among `ids` that the caller may manage. Naming any other refuses the whole action
 * (HTTP 400): answering 200 while skipping it would tell the caller it was done.
 */
export async function managedUsers(
  db: DbOrTx,
  caller: AccessClaims,
  ids: readonly bigint[],
): Promise<{ id: bigint; tenantId: string; account: string }[]> {
  const users = await db
    .select({ id: bladeUser.id, tenantId: bladeUser.tenantId, account: bladeUser.account })
    .from(bladeUser)
    .where(usersInTenant(caller, ids));
  if (users.length !== ids.length) throw badRequest(USER_NOT_IN_TENANT);
  return users;
}

/** Users among `ids` that the caller may manage: live rows of the caller's tenant. */
function usersInTenant(caller: AccessClaims, ids: readonly bigint[]): SQL | undefined {
  return and(inArray(bladeUser.id, [...ids]), userModel.visible(caller));
}

/**
 * Updates the users among `ids` in the caller's tenant (others are left alone) and stamps the audit
 * columns; answers the ids, tenants and accounts of the rows changed.
 */
export async function updateUsersInTenant(
  db: DbOrTx,
  caller: AccessClaims,
  ids: readonly bigint[],
  set: UserSet,
): Promise<{ id: bigint; tenantId: string; account: string }[]> {
  if (ids.length === 0) return [];
  // As they were, for their history (src/history/): a change of roles says which.
  const old = await db.select().from(bladeUser).where(usersInTenant(caller, ids));
  const updated = await db
    .update(bladeUser)
    .set({
      ...set,
      updateTime: new Date(),
      updateUser: /^\d+$/.test(caller.user_id) ? BigInt(caller.user_id) : null,
    })
    .where(usersInTenant(caller, ids))
    .returning();
  const before = new Map(old.map((row) => [row.id, row]));
  await recordWrites(
    userModel,
    db,
    caller,
    updated.map((now) => ({ operation: 'update' as const, id: now.id, old: before.get(now.id), now })),
  );
  return updated;
}

/** `?userIds=1,2` of the bulk user actions (here and in guest.ts: audit-pass/refuse). */
export const userIdsQuery = idsQuery('userIds');

/**
 * `POST <path>?userIds=1,2`: a bulk action of administrators on users (reset the password, unlock,
 * approve, refuse). `act` gets the caller and the ids, and checks they are the caller's tenant's;
 * the answer is `{}`.
 */
export function registerUsersAction(
  admin: FastifyTypeBox,
  tags: string[],
  route: { path: string; summary?: string; description?: string },
  act: (user: AccessClaims, ids: bigint[]) => Promise<void>,
) {
  const summary = route.summary === undefined ? {} : { summary: route.summary };
  const description = route.description === undefined ? {} : { description: route.description };
  admin.post(
    route.path,
    {
      // userIds from the query or a form body, as Blade's @RequestParam takes them.
      preValidation: formFieldsIntoQuery,
      schema: { tags, ...summary, ...description, querystring: userIdsQuery, response: statusResponse },
    },
    async (request) => {
      await act(currentUser(request), parseIdCsv(request.query.userIds));
      return ok({});
    },
  );
}

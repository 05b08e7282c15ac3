import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { AccessClaims } from '../../auth/jwt';
import { findUserById, splitCsv } from '../../auth/users';
import { optionalIdString } from '../../crud/fields';
import type { CrudModel } from '../../crud/model';
import type { Db } from '../../db/connection';
import { parseId } from '../../db/ids';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { type FastifyTypeBox, rowsResponse } from '../../http/schemas';

/**
 * The depts or roles one user belongs to (its `deptId` / `roleId` CSV), as the switch-department
 * dialog lists them through `dept/select` and `role/select`: the caller itself when no `userId` is
 * given, nothing for an unknown user or one of another tenant.
 */
async function rowsLinkedToUser(
  db: Db,
  caller: AccessClaims,
  userId: string | undefined,
  link: 'deptId' | 'roleId',
  model: CrudModel,
  idColumn: PgColumn,
): Promise<Record<string, unknown>[]> {
  const user = await findUserById(db, parseId(userId) ?? BigInt(caller.user_id));
  if (!user || user.tenantId !== caller.tenant_id) return [];
  const ids = splitCsv(user[link]).map((id) => BigInt(id));
  const rows = ids.length ? await model.all(db, caller, {}, inArray(idColumn, ids)) : [];
  return model.present(db, caller, rows);
}

/**
 * `GET /select` of dept or role: the rows linked to `?userId=` (see {@link rowsLinkedToUser}), for any
 * signed-in user, so register it outside the administrators' scope.
 */
export function registerUserLinkSelect(
  app: FastifyTypeBox,
  db: Db,
  link: 'deptId' | 'roleId',
  model: CrudModel,
  idColumn: PgColumn,
  tags: string[],
): void {
  app.get(
    '/select',
    { schema: { tags, querystring: Type.Object({ userId: optionalIdString() }), response: rowsResponse } },
    async (request) =>
      ok(await rowsLinkedToUser(db, currentUser(request), request.query.userId, link, model, idColumn)),
  );
}

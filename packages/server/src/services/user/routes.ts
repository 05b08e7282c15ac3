import { requiredFields, sortFields, userResource } from '@blade-console/blade-schema';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { AccessClaims } from '../../auth/jwt';
import { clearFailedSignIns } from '../../auth/lockout';
import { hashPassword, md5Hex, verifyPassword } from '../../auth/password';
import { SAME_AS_INITIAL } from '../../auth/password-change';
import { revokeOtherSessions, revokeUserSessions } from '../../auth/refresh-tokens';
import { assertUserRefsInTenant, splitCsv } from '../../auth/users';
import {
  dateTime,
  idCsv,
  idsQuery,
  integer,
  parseIdCsv,
  requiredText,
  text,
  uniqueIds,
} from '../../crud/fields';
import { CrudModel, type WriteEvent } from '../../crud/model';
import { pageQuerySchema } from '../../crud/paging';
import { fieldSchemas, formatChecks } from '../../crud/resource';
import { registerCrudRoutes, submitBodySchema, versionSchema } from '../../crud/routes';
import { uniqueWithinScope } from '../../crud/unique';
import { submitRow } from '../../crud/writes';
import type { DbOrTx } from '../../db/connection';
import { parseId } from '../../db/ids';
import { bladeDept, bladePost, bladeRole, bladeUser } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import {
  type FastifyTypeBox,
  pageResponse,
  rowResponse,
  type ServicePlugin,
  statusResponse,
} from '../../http/schemas';
import { dictLabels } from '../system/dict/lookup';
import { initialPassword } from '../system/param/values';

/**
 * Passwords reach the user APIs either as md5 hex (what the console sends, like at sign-in) or as
 * plain text (other Blade clients). Both end as bcrypt(md5hex(plain)).
 */
export function clientHashOf(password: string): string {
  return /^[0-9a-f]{32}$/i.test(password) ? password.toLowerCase() : md5Hex(password);
}

/** The definition's formats (the e-mail address), in the server's words with the field's label. */
const userFormats = formatChecks(userResource);

async function prepareUser(event: WriteEvent): Promise<void> {
  const { tx, values, isInsert, user } = event;
  userFormats(event);
  await uniqueWithinScope(['account'], '当前账号已被使用!')(event);
  // Roles, depts and posts must be the caller's tenant's own (never the platform's administrator role).
  await assertUserRefsInTenant(tx, user.tenant_id, values);
  const password = values.password;
  if (typeof password === 'string' && password !== '') {
    const clientHash = clientHashOf(password);
    values.password = await hashPassword(clientHash);
    // The initial password typed in by hand is as guessable as the default: the person changes it.
    values.passwordChangeRequired = clientHash === md5Hex(await initialPassword(tx, user.tenant_id));
  } else if (isInsert) {
    values.password = await hashPassword(md5Hex(await initialPassword(tx, user.tenant_id)));
    values.passwordChangeRequired = true;
  } else {
    delete values.password; // an edit form without a password keeps the current one
  }
  if (isInsert) return;
  // A new password, a user no longer active or other roles end the user's sessions (SessionGuard).
  if (values.roleId !== undefined && (await rolesChanged(tx, [event.id], String(values.roleId))).length) {
    await revokeUserSessions(tx, [event.id], 'role');
  } else if (values.password !== undefined || (values.status !== undefined && values.status !== 1)) {
    await revokeUserSessions(tx, [event.id]);
  }
}

/** The users among `ids` whose roles (a CSV, order and repeats aside) differ from `roleId`. */
async function rolesChanged(db: DbOrTx, ids: readonly bigint[], roleId: string): Promise<bigint[]> {
  if (ids.length === 0) return [];
  const wanted = [...new Set(splitCsv(roleId))].sort().join(',');
  const rows = await db
    .select({ id: bladeUser.id, roleId: bladeUser.roleId })
    .from(bladeUser)
    .where(inArray(bladeUser.id, [...ids]));
  return rows.filter((r) => [...new Set(splitCsv(r.roleId))].sort().join(',') !== wanted).map((r) => r.id);
}

/** Fills roleName, deptName, postName (CSV of names) and sexName from their id columns. */
async function addUserNames(rows: Record<string, unknown>[], db: DbOrTx): Promise<void> {
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

export const userModel = new CrudModel({
  table: bladeUser,
  label: userResource.label,
  // The field rules from the definition; the write-only password and the status are the service's.
  fields: {
    ...fieldSchemas(userResource),
    // The real name column is nullable, but a user has always needed one (SPEC §3).
    realName: {
      ...requiredText(userResource.fields.realName.max),
      title: userResource.fields.realName.label,
    },
    password: text(64),
    // 0 pending approval, 1 active, 2 refused (auth/user-status.ts): `update` can approve a guest.
    status: { ...integer(0, 2), title: '账号状态' },
  },
  required: [...requiredFields(userResource), 'realName'],
  // Not every field: never the password, whose hash a LIKE would let a caller probe.
  filters: [
    'account',
    'realName',
    'name',
    'code',
    'phone',
    'email',
    'sex',
    'userType',
    'status',
    'createTime',
  ],
  sortable: sortFields(userResource),
  hidden: ['password'],
  beforeWrite: prepareUser,
  afterRemove: ({ tx, ids }) => revokeUserSessions(tx, ids),
  decorate: (rows, db) => addUserNames(rows, db),
});

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
export const USER_NOT_IN_TENANT = '用户不存在或不属于当前租户';

/**
 * The users among `ids` that the caller may manage. Naming any other refuses the whole action
 * (HTTP 400): answering 200 while skipping it would tell the caller it was done.
 */
async function managedUsers(
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
  return db
    .update(bladeUser)
    .set({
      ...set,
      updateTime: new Date(),
      updateUser: /^\d+$/.test(caller.user_id) ? BigInt(caller.user_id) : null,
    })
    .where(usersInTenant(caller, ids))
    .returning({ id: bladeUser.id, tenantId: bladeUser.tenantId, account: bladeUser.account });
}

/** `?userIds=1,2` of the bulk user actions (here and in guest.ts: audit-pass/refuse). */
export const userIdsQuery = idsQuery('userIds');

/** `/api/blade-user` (SPEC: users are their own service) and `/api/blade-system/user` (BladeX 4.x). */
export const userRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['user'];

  // Own record: any signed-in user.
  app.get(
    '/info',
    { schema: { tags, summary: 'The caller as a user record', response: rowResponse } },
    async (request) => {
      const user = currentUser(request);
      const row = await userModel.detail(db, user, BigInt(user.user_id));
      return ok(row ?? {});
    },
  );

  app.post(
    '/update-info',
    {
      schema: {
        tags,
        body: Type.Partial(
          Type.Object({
            name: text(20),
            realName: text(10),
            avatar: text(2000),
            email: text(45),
            phone: text(45),
            sex: integer(),
            birthday: dateTime(),
            updateTime: versionSchema,
          }),
        ),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      // The version too: an administrator may have changed the user since the profile was loaded.
      const allowed = ['name', 'realName', 'avatar', 'email', 'phone', 'sex', 'birthday', 'updateTime'];
      // Role, dept, account and password are not the caller's to change here.
      const own = Object.fromEntries(Object.entries(body).filter(([k]) => allowed.includes(k)));
      await submitRow(userModel, db, user, { ...own, id: user.user_id });
      return ok({});
    },
  );

  app.post(
    '/update-password',
    {
      schema: {
        tags,
        querystring: Type.Object({
          oldPassword: Type.String({ minLength: 1, maxLength: 64 }),
          newPassword: Type.String({ minLength: 1, maxLength: 64 }),
          newPassword1: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { oldPassword, newPassword, newPassword1 } = request.query;
      if (newPassword !== newPassword1) throw badRequest('请输入正确的确认密码!');
      const userId = BigInt(user.user_id);
      const [row] = await db
        .select({ password: bladeUser.password })
        .from(bladeUser)
        .where(eq(bladeUser.id, userId));
      if (!row || !(await verifyPassword(clientHashOf(oldPassword), row.password)))
        throw badRequest('原密码不正确!');
      const clientHash = clientHashOf(newPassword);
      if (clientHash === md5Hex(await initialPassword(db, user.tenant_id))) throw badRequest(SAME_AS_INITIAL);
      const password = await hashPassword(clientHash);
      await db.transaction(async (tx) => {
        await tx
          .update(bladeUser)
          // The forced change is done: the next refresh issues tokens that open every route again.
          .set({ password, passwordChangeRequired: false, updateTime: new Date(), updateUser: userId })
          .where(eq(bladeUser.id, userId));
        // Whoever else held the old password is signed out; the person who just proved it stays.
        await revokeOtherSessions(tx, userId, user.session_id);
      });
      return ok({});
    },
  );

  await app.register(async (admin: FastifyTypeBox) => {
    registerCrudRoutes(admin, db, userModel, { tag: 'user', routes: ['detail', 'submit', 'remove'] });

    for (const path of ['/page', '/list']) {
      admin.get(
        path,
        { schema: { tags, querystring: pageQuerySchema, response: pageResponse } },
        async (request) => {
          const user = currentUser(request);
          const { deptId, ...filters } = request.query;
          const dept = parseId(deptId);
          const extra = dept === undefined ? undefined : await inDeptTree(db, user.tenant_id, dept);
          return ok(await userModel.list(db, user, filters, extra));
        },
      );
    }

    // `update` is `submit` for an existing user (the id is required).
    admin.post(
      '/update',
      {
        schema: {
          tags,
          body: { ...submitBodySchema(userModel), required: ['id'] },
          response: statusResponse,
        },
      },
      async (request) => {
        await submitRow(userModel, db, currentUser(request), request.body);
        return ok({});
      },
    );

    admin.post(
      '/grant',
      {
        schema: {
          tags,
          querystring: Type.Object({ userIds: idCsv, roleIds: idCsv }),
          response: statusResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { userIds, roleIds } = request.query;
        const roleId = [...new Set(splitCsv(roleIds))].join(',');
        const ids = parseIdCsv(userIds);
        await db.transaction(async (tx) => {
          await managedUsers(tx, user, ids);
          await assertUserRefsInTenant(tx, user.tenant_id, { roleId });
          const changed = await rolesChanged(tx, ids, roleId);
          const updated = await updateUsersInTenant(tx, user, ids, { roleId });
          // Tokens carry the roles they were issued with: other roles need a new sign-in.
          const regraded = updated.filter((u) => changed.includes(u.id)).map((u) => u.id);
          await revokeUserSessions(tx, regraded, 'role');
        });
        return ok({});
      },
    );

    admin.post(
      '/reset-password',
      { schema: { tags, querystring: userIdsQuery, response: statusResponse } },
      async (request) => {
        const user = currentUser(request);
        const { userIds } = request.query;
        const hash = await hashPassword(md5Hex(await initialPassword(db, user.tenant_id)));
        const ids = parseIdCsv(userIds);
        await db.transaction(async (tx) => {
          await managedUsers(tx, user, ids);
          const updated = await updateUsersInTenant(tx, user, ids, {
            password: hash,
            passwordChangeRequired: true,
          });
          // Whoever held the old password is signed out (SessionGuard: within a second).
          await revokeUserSessions(
            tx,
            updated.map((u) => u.id),
          );
        });
        return ok({});
      },
    );

    admin.post(
      '/unlock',
      { schema: { tags, querystring: userIdsQuery, response: statusResponse } },
      async (request) => {
        const user = currentUser(request);
        const { userIds } = request.query;
        const users = await managedUsers(db, user, parseIdCsv(userIds));
        for (const u of users) await clearFailedSignIns(db, u.tenantId, u.account);
        return ok({});
      },
    );
  });
};

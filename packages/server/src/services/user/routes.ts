import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { clearFailedSignIns } from '../../auth/lockout';
import { hashPassword, md5Hex, verifyPassword } from '../../auth/password';
import { SAME_AS_INITIAL } from '../../auth/password-change';
import { revokeOtherSessions, revokeUserSessions } from '../../auth/refresh-tokens';
import { assertUserRefsInTenant, splitCsv } from '../../auth/users';
import { dateTime, idCsv, integer, parseIdCsv, text } from '../../crud/fields';
import { pageQuerySchema } from '../../crud/paging';
import { emptyNumbersToNull, registerCrudRoutes, submitBodySchema, versionSchema } from '../../crud/routes';
import { submitRow } from '../../crud/writes';
import { parseId } from '../../db/ids';
import { bladeUser } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { formFieldsIntoQuery } from '../../http/form-params';
import {
  type FastifyTypeBox,
  pageResponse,
  rowResponse,
  type ServicePlugin,
  statusResponse,
} from '../../http/schemas';
import { msg } from '../../i18n';
import { initialPassword } from '../system/param/values';
import { inDeptTree, managedUsers, registerUsersAction, updateUsersInTenant } from './managed-users';
import { clientHashOf, rolesChanged, userModel } from './model';

/** `/api/blade-user` (SPEC: users are their own service) and `/api/blade-system/user` (BladeX 4.x). */
export const userRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['user'];

  // Own record: any signed-in user.
  app.get(
    '/info',
    {
      schema: {
        tags,
        summary: '当前用户详情',
        description: 'The caller as a user record',
        response: rowResponse,
      },
    },
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
      preValidation: formFieldsIntoQuery,
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
      if (newPassword !== newPassword1) throw badRequest(msg('user.confirmMismatch'));
      const userId = BigInt(user.user_id);
      const [row] = await db
        .select({ password: bladeUser.password })
        .from(bladeUser)
        .where(eq(bladeUser.id, userId));
      if (!row || !(await verifyPassword(clientHashOf(oldPassword), row.password)))
        throw badRequest(msg('user.wrongOldPassword'));
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
        preValidation: emptyNumbersToNull(userModel),
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

    registerUsersAction(admin, tags, { path: '/reset-password' }, async (user, ids) => {
      const hash = await hashPassword(md5Hex(await initialPassword(db, user.tenant_id)));
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
    });

    registerUsersAction(admin, tags, { path: '/unlock' }, async (user, ids) => {
      const users = await managedUsers(db, user, ids);
      for (const u of users) await clearFailedSignIns(db, u.tenantId, u.account);
    });
  });
};

import type { RegisterGuestInput, UserPlatform } from '@blade-console/blade-client/types';
import { fieldError, labelOf, tenantResource, userResource } from '@blade-console/blade-schema';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { hashPassword } from '../../auth/password';
import { revokeUserSessions } from '../../auth/refresh-tokens';
import { USER_STATUS } from '../../auth/user-status';
import { idString, isJsonObject } from '../../crud/fields';
import { registerRowByIdRoute } from '../../crud/row-by-id-route';
import { nextId } from '../../db/ids';
import { bladeTenant, bladeUser, bladeUserOauth, bladeUserPlatform } from '../../db/schema';
import { currentUser, requireAdmin } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { REGISTER_GUEST_LIMIT } from '../../http/rate-limit';
import { type FastifyTypeBox, type ServicePlugin, statusResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import { paramValue } from '../system/param/values';
import { registerUsersAction, USER_NOT_IN_TENANT, updateUsersInTenant } from './managed-users';
import { clientHashOf, userModel } from './model';

/** What a guest is told (SPEC §6 "registration application submitted, please wait for the administrator to approve"). */
export const REGISTERED_MESSAGE = msg('user.registered');

/**
 * Guest registration (public) and the administrators' side of it: approving or refusing pending
 * users, and the per-platform data of users (`update-platform`, `platform-detail`).
 */
export const guestRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['user'];

  // Parameters come in the query string (the console) or a form/JSON body (other clients).
  app.post(
    '/register-guest',
    {
      config: { rateLimit: REGISTER_GUEST_LIMIT },
      schema: {
        tags,
        summary: '访客注册',
        description: 'Guest registration (pending approval)',
        response: statusResponse,
      },
    },
    async (request) => {
      const input: Record<string, unknown> = { ...fieldsOf(request.query), ...fieldsOf(request.body) };
      validateRegistration(input);
      const tenantId = input.tenantId!.trim();
      const account = input.account!.trim();
      await db.transaction(async (tx) => {
        const [tenant] = await tx
          .select({ id: bladeTenant.id })
          .from(bladeTenant)
          .where(and(eq(bladeTenant.tenantId, tenantId), eq(bladeTenant.isDeleted, 0)));
        if (!tenant) throw badRequest(msg('user.tenantNotFound', { tenantId }));
        if ((await paramValue(tx, tenantId, 'account.registerUser', 'true')) !== 'true') {
          throw badRequest(msg('user.registrationClosed'));
        }
        // A friendly answer for the usual case; the unique index (tenant, account) settles races.
        const [clash] = await tx
          .select({ id: bladeUser.id })
          .from(bladeUser)
          .where(
            and(eq(bladeUser.tenantId, tenantId), eq(bladeUser.account, account), eq(bladeUser.isDeleted, 0)),
          );
        if (clash) throw badRequest(msg('user.accountTaken'));
        const userId = nextId();
        const now = new Date();
        const name = (input.name ?? '').trim() || account;
        await tx.insert(bladeUser).values({
          id: userId,
          tenantId,
          account,
          password: await hashPassword(clientHashOf(input.password!)),
          name: name.slice(0, 20),
          realName: name.slice(0, 10),
          status: USER_STATUS.pending,
          createTime: now,
          updateTime: now,
        });
        const oauthId = input.oauthId?.trim();
        if (oauthId) {
          // A third-party identity already bound stays with its user: registering never takes it over.
          const bound = await tx
            .insert(bladeUserOauth)
            .values({ id: nextId(), tenantId, uuid: oauthId, userId, username: account, createTime: now })
            .onConflictDoNothing({ target: [bladeUserOauth.tenantId, bladeUserOauth.uuid] })
            .returning({ id: bladeUserOauth.id });
          if (bound.length === 0) throw badRequest(msg('user.oauthBoundElsewhere'));
        }
      });
      return ok({}, REGISTERED_MESSAGE);
    },
  );

  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preValidation', requireAdmin);

    const audits = [
      {
        path: '/audit-pass',
        summary: '审核通过',
        description: 'Approve pending users',
        status: USER_STATUS.active,
      },
      {
        path: '/audit-refuse',
        summary: '审核拒绝',
        description: 'Refuse pending users',
        status: USER_STATUS.refused,
      },
    ];
    for (const { path, summary, description, status } of audits) {
      registerUsersAction(admin, tags, { path, summary, description }, (user, ids) =>
        db.transaction(async (tx) => {
          const updated = await updateUsersInTenant(tx, user, ids, { status });
          if (updated.length === 0) throw badRequest(USER_NOT_IN_TENANT);
          // A refused (or otherwise no longer active) user's sessions end at their next refresh.
          if (status !== USER_STATUS.active) {
            await revokeUserSessions(
              tx,
              updated.map((u) => u.id),
            );
          }
        }),
      );
    }

    admin.post(
      '/update-platform',
      {
        schema: {
          tags,
          querystring: Type.Object({
            userId: idString(),
            userType: Type.Integer({ minimum: 1, maximum: 3 }),
            userExt: Type.Optional(Type.String({ maxLength: 10_000 })),
          }),
          response: statusResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const input = request.query;
        const userExt = input.userExt ?? '';
        if (userExt.trim() !== '' && !isJsonObject(userExt)) throw badRequest(msg('user.userExtNotJson'));
        await db.transaction(async (tx) => {
          const target = await userModel.find(tx, user, BigInt(input.userId));
          if (!target) throw badRequest(USER_NOT_IN_TENANT);
          await tx
            .update(bladeUser)
            .set({ userType: input.userType, updateTime: new Date() })
            .where(eq(bladeUser.id, BigInt(input.userId)));
          await tx
            .insert(bladeUserPlatform)
            .values({
              id: nextId(),
              tenantId: String(target.tenantId),
              userId: BigInt(input.userId),
              userType: input.userType,
              userExt,
            })
            .onConflictDoUpdate({
              target: [bladeUserPlatform.userId, bladeUserPlatform.userType],
              set: { userExt },
            });
        });
        return ok({});
      },
    );

    registerRowByIdRoute(admin, tags, '/platform-detail', async (user, id) => {
      const row = await userModel.detail(db, user, id);
      if (!row) throw badRequest(USER_NOT_IN_TENANT);
      const userType = Number(row.userType);
      const [ext] = await db
        .select({ userExt: bladeUserPlatform.userExt })
        .from(bladeUserPlatform)
        .where(and(eq(bladeUserPlatform.userId, id), eq(bladeUserPlatform.userType, userType)));
      const platform: UserPlatform = { userId: String(id), userType, userExt: ext?.userExt ?? '' };
      return ok({ ...row, ...platform });
    });
  });
};

/** The named values of a query or body, whichever of JSON, form or nothing it was. */
function fieldsOf(value: unknown): object {
  return typeof value === 'object' && value !== null ? value : {};
}

/** Checks the merged query/body of a registration, in the order of SPEC §5, with its messages. */
function validateRegistration(
  input: Record<string, unknown>,
): asserts input is Record<string, unknown> & Partial<RegisterGuestInput> {
  for (const key of ['tenantId', 'account', 'password', 'name', 'oauthId'] as const) {
    const v: unknown = input[key];
    if (v !== undefined && v !== null && typeof v !== 'string')
      throw badRequest(msg('user.paramNotText', { name: key }));
  }
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (!str(input.tenantId)) throw badRequest(msg('user.enterTenantId'));
  if (!str(input.account)) throw badRequest(msg('user.enterAccount'));
  if (!str(input.password)) throw badRequest(msg('user.enterPassword'));
  if (str(input.tenantId).length > 12) {
    const label = labelOf('tenantId', tenantResource.fields.tenantId);
    throw badRequest(msg('validation.maxLength', { label, limit: 12 }));
  }
  // The user definition's account rules (length, no spaces or commas), in registration's one sentence.
  const accountField = userResource.fields.account;
  if (fieldError('account', accountField, str(input.account), true))
    throw badRequest(msg('user.accountInvalid', { limit: accountField.max }));
  if (str(input.password).length > 64) throw badRequest(msg('user.passwordTooLong'));
  if (input.name !== undefined && str(input.name).length > 20)
    throw badRequest(msg('user.nameTooLong', { limit: 20 }));
  if (input.oauthId !== undefined && str(input.oauthId).length > 64)
    throw badRequest(msg('signIn.paramTooLong', { name: 'oauthId' }));
}

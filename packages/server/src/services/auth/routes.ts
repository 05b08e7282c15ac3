import type { UserInfo } from '@blade-console/blade-client/types';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { createCaptcha } from '../../auth/captcha';
import { findUserById, roleAliases, splitCsv } from '../../auth/users';
import { DEFAULT_TENANT_ID } from '../../db/seed';
import { currentUser } from '../../http/auth-hook';
import { OAuthError, ok, unauthorized } from '../../http/envelope';
import { describeValidation } from '../../http/errors';
import { CAPTCHA_LIMIT, signInLimit } from '../../http/rate-limit';
import { looseRow, rowResponse, rowsResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import { allMenus, grantedMenuIds, menuForestWithAncestors } from '../system/menu/queries';
import { bladeX4Routes } from './bladex4-routes';
import { SPEC_DIALECT } from './dialects';
import { errorLogRow, parseErrorLogEntries } from './error-logs';
import { grantTokens } from './grants';
import { endSession } from './sessions';
import { socialAndPhoneRoutes } from './social-routes';
import { header, readTokenParams, stringProps } from './token-params';

/**
 * `/api/blade-auth`: the BladeX token endpoint and its companions (SPEC §7 Auth), and beside them
 * the BladeX 4.x ones (bladex4-routes.ts) over the same grants.
 */
export const authRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  // Multipart fields become plain body values, like urlencoded ones (Sword posts the token request as multipart).
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 1024, files: 0 } });
  bladeX4Routes(app, ctx);

  app.post(
    '/oauth/token',
    {
      config: { rateLimit: signInLimit(ctx.config.signInRateLimit) },
      // Query fields are documented and type-checked; the body is read by readTokenParams, whatever its encoding.
      attachValidation: true,
      schema: {
        summary: '登录',
        description: 'Sign in or refresh (OAuth2, BladeX dialect)',
        tags: ['auth'],
        querystring: Type.Object(
          stringProps([
            'grant_type',
            'username',
            'password',
            'tenantId',
            'scope',
            'type',
            'refresh_token',
            'source',
            'code',
            'state',
            'redirect_uri',
            'phone',
          ]),
        ),
        // The OAuth token answer is not an envelope (blade-api.md §1): its fields pass as they are.
        response: { 200: looseRow },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid) {
        const issues =
          (invalid as { validation?: Parameters<typeof describeValidation>[0] }).validation ?? [];
        throw new OAuthError(400, 'invalid_request', describeValidation(issues, 'querystring'));
      }
      const params = readTokenParams(request);
      const answer = await grantTokens(ctx, request.log, SPEC_DIALECT, {
        authorization: header(request, 'authorization'),
        grantType: params.grant_type ?? params.grantType,
        tenantId: params.tenantId ?? params.tenant_id ?? header(request, 'tenant-id') ?? DEFAULT_TENANT_ID,
        account: params.username ?? params.account ?? '',
        password: params.password ?? '',
        refreshToken: params.refresh_token ?? params.refreshToken,
        captchaKey: header(request, 'captcha-key'),
        captchaCode: header(request, 'captcha-code'),
        clientAddress: request.ip,
        source: params.source,
        code: params.code,
        state: params.state,
        redirectUri: params.redirect_uri ?? params.redirectUri,
        phone: params.phone,
        wanted: { deptId: header(request, 'dept-id'), roleId: header(request, 'role-id') },
      });
      return reply.send(answer);
    },
  );

  socialAndPhoneRoutes(app, ctx);

  app.get(
    '/oauth/captcha',
    {
      config: { rateLimit: CAPTCHA_LIMIT },
      schema: {
        summary: '验证码',
        description: 'A captcha image and its key',
        tags: ['auth'],
        response: { 200: looseRow },
      },
    },
    // SPEC's dialect answers the captcha bare, not in the envelope.
    async () => createCaptcha(db),
  );

  app.get('/oauth/logout', { schema: { tags: ['auth'], response: statusResponse } }, async (request) => {
    await endSession(ctx, currentUser(request));
    return ok({});
  });
  // The console also posts its local error log here ("send logs"): each entry becomes an error log.
  app.post(
    '/oauth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: '退出登录',
        description: 'Sign out; a JSON array body is stored as error logs',
        response: statusResponse,
      },
    },
    async (request) => {
      const entries = parseErrorLogEntries(request.body);
      for (const entry of entries) ctx.logs.recordError(errorLogRow(request, entry));
      return ok({});
    },
  );

  app.get(
    '/oauth/buttons',
    {
      schema: {
        tags: ['auth'],
        summary: '按钮权限树',
        description: 'Button tree of the signed-in user',
        response: rowsResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const granted = await grantedMenuIds(db, user.role_id);
      const menus = await allMenus(db);
      const buttonIds = menus
        .filter((m) => m.category === 2 && granted.has(String(m.id)))
        .map((m) => String(m.id));
      return ok(menuForestWithAncestors(menus, buttonIds));
    },
  );

  app.get('/oauth/clear-cache', { schema: { tags: ['auth'], response: statusResponse } }, async () => ok({}));

  app.get(
    '/oauth/user-info',
    {
      schema: {
        summary: '当前用户信息',
        description: 'The signed-in user',
        tags: ['auth'],
        response: rowResponse,
      },
    },
    async (request) => {
      const claims = currentUser(request);
      const user = /^\d+$/.test(claims.user_id) ? await findUserById(db, BigInt(claims.user_id)) : undefined;
      if (!user) throw unauthorized(msg('signIn.userGone'));
      const roles = await roleAliases(db, user.tenantId, splitCsv(claims.role_id));
      const info: UserInfo = {
        id: String(user.id),
        tenantId: user.tenantId,
        account: user.account,
        name: user.name ?? '',
        realName: user.realName ?? '',
        avatar: user.avatar ?? '',
        email: user.email ?? '',
        phone: user.phone ?? '',
        sex: user.sex ?? -1,
        deptId: claims.dept_id,
        postId: user.postId,
        roleId: claims.role_id,
        roleName: roles.map((r) => r.alias).join(','),
        roles: roles.map((r) => r.alias),
      };
      return ok(info);
    },
  );
};

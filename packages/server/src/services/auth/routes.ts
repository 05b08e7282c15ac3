import type { UserInfo } from '@blade-console/blade-client/types';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { consumeCaptcha, createCaptcha } from '../../auth/captcha';
import { authenticateClient } from '../../auth/clients';
import { clearFailedSignIns, LOCKED_MESSAGE, reserveSignInAttempt } from '../../auth/lockout';
import { verifyPassword, verifyPasswordOfUnknownUser } from '../../auth/password';
import { revokeSession } from '../../auth/refresh-tokens';
import { issueTokens } from '../../auth/token-service';
import { signInRefusal } from '../../auth/user-status';
import {
  findUserByAccount,
  findUserById,
  roleAliases,
  splitCsv,
  tenantSignInRefusal,
} from '../../auth/users';
import { DEFAULT_TENANT_ID } from '../../db/seed';
import { currentUser } from '../../http/auth-hook';
import { OAuthError, ok, unauthorized } from '../../http/envelope';
import { looseRow, rowResponse, rowsResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { allMenus, grantedMenuIds, menuForestWithAncestors } from '../system/menu/queries';
import { errorLogRow, parseErrorLogEntries } from './error-logs';
import { refreshGrant } from './refresh-grant';

/** Parameters of the token endpoint, from the query string and/or a urlencoded, multipart or JSON body. */
type TokenParams = Record<string, string | undefined>;

const MAX_PARAM_LENGTH = 4096;

/** Query + body merged (body wins), string values only; anything else is a client error. */
function readTokenParams(request: FastifyRequest): TokenParams {
  const params: TokenParams = {};
  for (const source of [request.query, request.body]) {
    if (source === undefined || source === null) continue;
    if (typeof source !== 'object' || Array.isArray(source)) {
      throw new OAuthError(400, 'invalid_request', '请求参数格式不正确');
    }
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new OAuthError(400, 'invalid_request', `参数 ${key} 格式不正确`);
      }
      const text = String(value);
      if (text.length > MAX_PARAM_LENGTH) throw new OAuthError(400, 'invalid_request', `参数 ${key} 过长`);
      params[key] = text;
    }
  }
  return params;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

const stringProps = (names: string[]) =>
  Object.fromEntries(names.map((n) => [n, Type.Optional(Type.String({ maxLength: MAX_PARAM_LENGTH }))]));

/** `/api/blade-auth`: the BladeX token endpoint and its companions (SPEC §7 Auth). */
export const authRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db, signer, config } = ctx;
  // Multipart fields become plain body values, like urlencoded ones (Sword posts the token request as multipart).
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 1024, files: 0 } });

  app.post(
    '/oauth/token',
    {
      // Query fields are documented and type-checked; the body is read by readTokenParams, whatever its encoding.
      attachValidation: true,
      schema: {
        summary: 'Sign in or refresh (OAuth2, BladeX dialect)',
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
          ]),
        ),
        // The OAuth token answer is not an envelope (blade-api.md §1): its fields pass as they are.
        response: { 200: looseRow },
      },
    },
    async (request, reply) => {
      if (request.validationError)
        throw new OAuthError(400, 'invalid_request', request.validationError.message);
      const params = readTokenParams(request);
      const client = await authenticateClient(db, header(request, 'authorization'));
      const grantType = params.grant_type ?? params.grantType;
      const wanted = { deptId: header(request, 'dept-id'), roleId: header(request, 'role-id') };

      if (grantType === 'refresh_token') {
        const token = params.refresh_token ?? params.refreshToken;
        if (!token) throw new OAuthError(400, 'invalid_request', '缺少必要的请求参数: refresh_token');
        return reply.send(await refreshGrant(ctx, request.log, client, token, wanted));
      }

      if (grantType === 'social' || grantType === 'authorization_code') {
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          '未配置第三方登录 (no social provider is configured)',
        );
      }
      if (grantType !== 'password' && grantType !== 'captcha') {
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          grantType ? `不支持的授权类型: ${grantType}` : '缺少必要的请求参数: grant_type',
        );
      }

      // With the captcha on, both password grants need it: `password` is no way around it.
      if (config.captcha) {
        const passed = await consumeCaptcha(
          db,
          header(request, 'captcha-key') ?? '',
          header(request, 'captcha-code') ?? '',
        );
        if (!passed) throw new OAuthError(400, 'invalid_grant', '验证码不正确');
      }

      const tenantId =
        params.tenantId ?? params.tenant_id ?? header(request, 'tenant-id') ?? DEFAULT_TENANT_ID;
      const account = (params.username ?? params.account ?? '').trim();
      const password = params.password ?? '';
      if (!account || !password) throw new OAuthError(400, 'invalid_request', '用户名或密码不能为空');

      // Every attempt is counted before the password is checked (one atomic statement), so parallel
      // guesses cannot slip past the limit; a success clears the count again.
      if (!(await reserveSignInAttempt(db, tenantId, account))) {
        throw new OAuthError(400, 'invalid_grant', LOCKED_MESSAGE);
      }
      const user = await findUserByAccount(db, tenantId, account);
      // An unknown account costs the same bcrypt comparison, so timing does not tell it apart.
      const passed = user
        ? await verifyPassword(password, user.password)
        : await verifyPasswordOfUnknownUser(password);
      if (!user || !passed) throw new OAuthError(400, 'invalid_grant', '用户名或密码错误');
      await clearFailedSignIns(db, tenantId, account);
      // Checked after the password, so the answer never tells a stranger which accounts exist.
      const refusal = (await tenantSignInRefusal(db, tenantId)) ?? signInRefusal(user.status);
      if (refusal) throw new OAuthError(400, 'invalid_grant', refusal);
      return reply.send(await issueTokens(db, signer, client, user, wanted));
    },
  );

  app.get(
    '/oauth/captcha',
    { schema: { summary: 'A captcha image and its key', tags: ['auth'], response: { 200: looseRow } } },
    async () => createCaptcha(db),
  );

  // Signing out ends the session: its refresh tokens, and its access tokens at once on this replica
  // and within a second on the others (SessionGuard; a token reaching here always names a session).
  app.get('/oauth/logout', { schema: { tags: ['auth'], response: statusResponse } }, async (request) => {
    const user = currentUser(request);
    await revokeSession(db, user.session_id);
    ctx.sessions.forget(user.session_id);
    return ok({});
  });
  // The console also posts its local error log here ("send logs"): each entry becomes an error log.
  app.post(
    '/oauth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out; a JSON array body is stored as error logs',
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
    { schema: { tags: ['auth'], summary: 'Button tree of the signed-in user', response: rowsResponse } },
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
    { schema: { summary: 'The signed-in user', tags: ['auth'], response: rowResponse } },
    async (request) => {
      const claims = currentUser(request);
      const user = /^\d+$/.test(claims.user_id) ? await findUserById(db, BigInt(claims.user_id)) : undefined;
      if (!user) throw unauthorized('用户不存在或已被删除');
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

import { Type } from 'typebox';
import { createCaptcha } from '../../auth/captcha';
import { SM2_C1C2C3 } from '../../auth/sm2';
import type { AppContext } from '../../context';
import { DEFAULT_TENANT_ID } from '../../db/seed';
import { currentUser } from '../../http/auth-hook';
import { HttpError, MSG, OAuthError, ok } from '../../http/envelope';
import { CAPTCHA_LIMIT, PUBLIC_READ_LIMIT, signInLimit } from '../../http/rate-limit';
import { type FastifyTypeBox, okResponse } from '../../http/schemas';
import { say } from '../../i18n';
import { authInfoSchema, toAuthInfo } from './auth-info';
import { bladeX4Dialect } from './dialects';
import { grantTokens } from './grants';
import { endSession } from './sessions';
import { header, readTokenParams, stringProps } from './token-params';

/**
 * BladeX 4.x's `/blade-auth` (blade-api.md §4): the token endpoint with camelCase parameters and an
 * SM2 password, the captcha and the logout, each answering the R envelope, plus the public key a
 * 4.x front end encrypts with. The grants, the captcha store and the sessions are SPEC's own
 * (grants.ts, sessions.ts): only the names, the password's encoding and the answer's shape differ.
 */
export function bladeX4Routes(app: FastifyTypeBox, ctx: AppContext): void {
  const { db } = ctx;
  const dialect = bladeX4Dialect(ctx.sm2);

  app.post(
    '/token',
    {
      config: { rateLimit: signInLimit(ctx.config.signInRateLimit) },
      schema: {
        summary: '登录（BladeX 4.x）',
        description: 'Sign in or refresh (BladeX 4.x dialect: camelCase, SM2 password, AuthInfo)',
        tags: ['auth'],
        // Query fields are documented and bounded; a body (urlencoded, multipart) is read by
        // readTokenParams, whatever its encoding, with the same bound.
        querystring: Type.Object(
          stringProps([
            'grantType',
            'tenantId',
            'account',
            'password',
            'refreshToken',
            'type',
            'scope',
            'source',
            'code',
            'state',
            'redirectUri',
            'phone',
          ]),
        ),
        response: okResponse(authInfoSchema),
      },
    },
    async (request) => {
      try {
        const params = readTokenParams(request);
        const answer = await grantTokens(ctx, request.log, dialect, {
          authorization: header(request, 'authorization'),
          // §4.1: a request without a grant type is a password sign-in.
          grantType: params.grantType ?? 'password',
          tenantId: params.tenantId ?? header(request, 'tenant-id') ?? DEFAULT_TENANT_ID,
          account: params.account ?? '',
          password: params.password ?? '',
          refreshToken: params.refreshToken,
          captchaKey: header(request, 'captcha-key'),
          captchaCode: header(request, 'captcha-code'),
          clientAddress: request.ip,
          source: params.source ?? header(request, 'source'),
          code: params.code ?? header(request, 'code'),
          state: params.state ?? header(request, 'state'),
          redirectUri: params.redirectUri,
          phone: params.phone,
          wanted: { deptId: header(request, 'dept-id'), roleId: header(request, 'role-id') },
        });
        return ok(toAuthInfo(answer));
      } catch (error) {
        // 4.x answers a refused grant in the envelope, with the same message.
        if (error instanceof OAuthError) throw new HttpError(error.statusCode, error.said);
        throw error;
      }
    },
  );

  app.get(
    '/captcha',
    {
      config: { rateLimit: CAPTCHA_LIMIT },
      schema: {
        summary: '验证码（BladeX 4.x）',
        description: 'A captcha image and its key (BladeX 4.x dialect: in the envelope)',
        tags: ['auth'],
        response: okResponse(Type.Object({ key: Type.String(), image: Type.String() })),
      },
    },
    async () => ok(await createCaptcha(db)),
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: '退出登录（BladeX 4.x）',
        description: 'Sign out (BladeX 4.x dialect): revokes the session like SPEC’s logout',
        tags: ['auth'],
        // BladeX nests a second, string-coded result in `data` (§4.5).
        response: okResponse(Type.Object({ code: Type.String(), msg: Type.String() })),
      },
    },
    async (request) => {
      // Stricter than BladeX, on purpose: the session's refresh token is refused from now on.
      await endSession(ctx, currentUser(request));
      return ok({ code: '200', msg: say(request, MSG.ok) });
    },
  );

  app.get(
    '/public-key',
    {
      // Public, so a front end needs no rebuild when the keys rotate; limited like the site's reads.
      config: { rateLimit: PUBLIC_READ_LIMIT },
      schema: {
        summary: '登录密码公钥（SM2）',
        description: 'The SM2 public key 4.x clients encrypt the password with (hex 04‖X‖Y, C1C2C3)',
        tags: ['auth'],
        response: okResponse(Type.Object({ publicKey: Type.String(), cipherMode: Type.Integer() })),
      },
    },
    // `cipherMode` is sm-crypto's argument: 0 = C1C2C3, what the server decrypts.
    async () => ok({ publicKey: ctx.sm2.publicKey, cipherMode: SM2_C1C2C3 }),
  );
}

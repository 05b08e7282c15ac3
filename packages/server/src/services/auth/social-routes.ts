import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { DEFAULT_TENANT_ID } from '../../db/seed';
import { ok } from '../../http/envelope';
import { type FastifyTypeBox, statusResponse } from '../../http/schemas';
import { SMS_CODE_SENT, sendSignInCode } from './phone-login';
import { startSocialSignIn } from './social-grant';

const tenantIdSchema = Type.Optional(Type.String({ maxLength: 12, pattern: '^[0-9A-Za-z_-]*$' }));

/**
 * The public starts of the sign-ins that finish at the token endpoint: a third-party sign-in
 * (`render/{source}` redirects to the provider) and a phone sign-in (`sms-code` texts the code).
 */
export function socialAndPhoneRoutes(app: FastifyTypeBox, ctx: AppContext): void {
  app.get(
    '/oauth/render/:source',
    {
      schema: {
        summary: '第三方登录',
        description:
          'Start a third-party sign-in: 302 to the provider (which returns to the console with code and state)',
        tags: ['auth'],
        params: Type.Object({ source: Type.String({ maxLength: 32 }) }),
        querystring: Type.Object({ tenantId: tenantIdSchema }),
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId || DEFAULT_TENANT_ID;
      const address = await startSocialSignIn(ctx, request.params.source, tenantId, request.ip);
      return reply.redirect(address, 302);
    },
  );

  app.post(
    '/oauth/sms-code',
    {
      schema: {
        summary: '发送登录验证码',
        description:
          'Text a 6-digit sign-in code to a phone (5 minutes, one use; limited per phone and client)',
        tags: ['auth'],
        querystring: Type.Object({ tenantId: tenantIdSchema, phone: Type.String({ maxLength: 20 }) }),
        response: statusResponse,
      },
    },
    async (request) => {
      const tenantId = request.query.tenantId || DEFAULT_TENANT_ID;
      await sendSignInCode(ctx, tenantId, request.query.phone.trim(), request.ip);
      return ok({}, SMS_CODE_SENT);
    },
  );
}

import type { TokenResponse } from '@blade-console/blade-client/types';
import { PHONE_MESSAGES, phoneProblem } from '@blade-console/blade-schema';
import { and, eq } from 'drizzle-orm';
import type { OAuthClient } from '../../auth/clients';
import { consumeCode, issueCode } from '../../auth/one-time-codes';
import { issueTokens } from '../../auth/token-service';
import { signInRefusal } from '../../auth/user-status';
import { tenantSignInRefusal, type UserRow } from '../../auth/users';
import type { AppContext } from '../../context';
import { type bladeSms, bladeUser } from '../../db/schema';
import { badRequest, OAuthError } from '../../http/envelope';
import { msg } from '../../i18n';
import { enabledProvider } from '../resource/providers';
import { smsModel } from '../resource/routes';
import type { SmsProviderRow } from '../resource/sms/gateway';
import { reportError, SmsSender } from '../resource/sms/sender';
import type { GrantRequest } from './grant-request';

/**
 * Phone sign-in (SPEC §7): `POST /oauth/sms-code` texts a 6-digit code (through the tenant's enabled
 * SMS provider, or into the outbox), then the `sms_code` grant signs in with phone + code. A code
 * lasts 5 minutes, works once, and is stored only as a hash. The answer to a code request is the
 * same whether or not the phone belongs to a user, so it tells no stranger who is registered.
 */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_LIMITS = { subjectPerMinute: 1, subjectPerHour: 5, clientPerHour: 10 } as const;
export const SMS_CODE_SENT = msg('signIn.smsCodeSent');
export const WRONG_SMS_CODE = msg('signIn.wrongSmsCode');

type Ctx = Pick<AppContext, 'db' | 'signer' | 'config'>;

function checkPhone(phone: string): void {
  const problem = phoneProblem(phone);
  if (problem) throw badRequest(PHONE_MESSAGES[problem]);
}

async function usersWithPhone(ctx: Ctx, tenantId: string, phone: string): Promise<UserRow[]> {
  return ctx.db
    .select()
    .from(bladeUser)
    .where(and(eq(bladeUser.tenantId, tenantId), eq(bladeUser.phone, phone), eq(bladeUser.isDeleted, 0)))
    .limit(2);
}

/** Issues a code and texts it when the phone is a user's; the limits apply either way. */
export async function sendSignInCode(
  ctx: Ctx,
  tenantId: string,
  phone: string,
  clientIp: string,
): Promise<void> {
  checkPhone(phone);
  const code = await issueCode(ctx.db, {
    kind: 'sms',
    tenantId,
    subject: phone,
    clientIp,
    ttlMs: SMS_CODE_TTL_MS,
    limits: SMS_CODE_LIMITS,
  });
  if ((await usersWithPhone(ctx, tenantId, phone)).length === 0) return;
  const provider = (await enabledProvider(ctx.db, smsModel, tenantId)) as
    | typeof bladeSms.$inferSelect
    | undefined;
  const report = await new SmsSender(ctx.db, ctx.config).send({
    tenantId,
    userId: null,
    provider: provider as SmsProviderRow | undefined,
    phones: [phone],
    paramsText: JSON.stringify({ code }),
  });
  const failure = reportError(report);
  if (failure) throw failure;
}

/** The `sms_code` grant: phone + the code texted to it. */
export async function smsCodeGrant(
  ctx: Ctx,
  client: OAuthClient,
  request: GrantRequest,
): Promise<TokenResponse> {
  const phone = (request.phone ?? '').trim();
  const code = (request.code ?? '').trim();
  if (!phone || !code) throw new OAuthError(400, 'invalid_request', msg('signIn.phoneAndCodeEmpty'));
  const problem = phoneProblem(phone);
  if (problem) throw new OAuthError(400, 'invalid_request', PHONE_MESSAGES[problem]);
  const tenantId = await consumeCode(ctx.db, 'sms', phone, code, request.tenantId);
  if (tenantId === undefined) throw new OAuthError(400, 'invalid_grant', WRONG_SMS_CODE);
  const users = await usersWithPhone(ctx, tenantId, phone);
  if (users.length === 0) throw new OAuthError(400, 'invalid_grant', WRONG_SMS_CODE);
  if (users.length > 1) {
    throw new OAuthError(400, 'invalid_grant', msg('signIn.phoneOfManyUsers'));
  }
  const user = users[0]!;
  const refusal = (await tenantSignInRefusal(ctx.db, tenantId)) ?? signInRefusal(user.status);
  if (refusal) throw new OAuthError(400, 'invalid_grant', refusal);
  return issueTokens(ctx.db, ctx.signer, client, user, request.wanted);
}

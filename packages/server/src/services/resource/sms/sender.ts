import type { Language } from '@blade-console/blade-schema';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import { nextId } from '../../../db/ids';
import { bladeSmsOutbox } from '../../../db/schema';
import { badRequest, HttpError } from '../../../http/envelope';
import { localized, messages, msg, sayZh } from '../../../i18n';
import { smsCalls } from '../../../metrics/figures';
import { AliyunSms } from './aliyun';
import type { SmsAnswer, SmsGateway, SmsProviderRow } from './gateway';
import { parseParams, providerProblem, SMS_CATEGORY } from './templates';
import { TencentSms } from './tencent';

/**
 * What protects the SMS account: texts per phone (a minute, an hour) and per tenant (an hour).
 * Counted from `blade_sms_outbox` under a per-tenant advisory lock, so replicas agree.
 */
export const SMS_LIMITS = { phonePerMinute: 1, phonePerHour: 5, tenantPerHour: 500 } as const;

/** The result of one phone, as `send-message` reports it. */
export interface SmsResult {
  phone: string;
  /** `outbox` (no gateway enabled), `sent`, `refused` or `failed`. */
  status: 'outbox' | SmsAnswer['status'];
  code?: string;
  message?: string;
}

export interface SendReport {
  delivery: 'outbox' | 'gateway';
  results: SmsResult[];
}

export interface SendRequest {
  tenantId: string;
  /** Who asked; null for the server's own texts (sign-in codes). */
  userId: bigint | null;
  /** The provider to send through; undefined: the outbox (no provider enabled). */
  provider: SmsProviderRow | undefined;
  phones: string[];
  paramsText: string;
  /** The language the results' messages are said in (Chinese when the server sends on its own). */
  language?: Language;
}

const gatewayName = (row: SmsProviderRow) => (row.category === SMS_CATEGORY.tencent ? 'tencent' : 'aliyun');

/** Sends texts through the provider's gateway, or keeps them in the outbox, recording each answer. */
export class SmsSender {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<ServerConfig, 'smsAliyunEndpoint' | 'smsTencentEndpoint' | 'smsTimeoutMs'>,
  ) {}

  private gatewayOf(row: SmsProviderRow): SmsGateway {
    return gatewayName(row) === 'tencent'
      ? new TencentSms(row, this.config.smsTencentEndpoint, this.config.smsTimeoutMs)
      : new AliyunSms(row, this.config.smsAliyunEndpoint, this.config.smsTimeoutMs);
  }

  async send(request: SendRequest): Promise<SendReport> {
    const parsed = parseParams(request.paramsText);
    if ('problem' in parsed) throw badRequest(parsed.problem);
    const { params } = parsed;
    const { provider } = request;
    const problem = provider ? providerProblem(provider) : undefined;
    if (problem) throw badRequest(problem);
    const ids = await this.record(request, provider ? 'pending' : 'outbox');
    if (!provider) {
      return { delivery: 'outbox', results: request.phones.map((phone) => ({ phone, status: 'outbox' })) };
    }
    const gateway = this.gatewayOf(provider);
    const results = await Promise.all(
      request.phones.map(async (phone, index): Promise<SmsResult> => {
        const answer = await gateway.send({
          phone,
          templateId: provider.templateId,
          signName: provider.signName,
          params,
        });
        smsCalls.inc({ provider: gatewayName(provider), outcome: answer.status });
        await this.db
          .update(bladeSmsOutbox)
          .set({
            status: answer.status,
            providerCode: answer.code.slice(0, 100),
            providerMessage: sayZh(answer.message).slice(0, 500),
            bizId: answer.bizId?.slice(0, 100) ?? null,
          })
          .where(eq(bladeSmsOutbox.id, ids[index]!));
        const message = messages.translate(request.language ?? 'zh', answer.message);
        return { phone, status: answer.status, code: answer.code, message };
      }),
    );
    return { delivery: 'gateway', results };
  }

  /** Checks the rate limits and writes one row per phone, in one transaction under the tenant's lock. */
  private async record(request: SendRequest, status: 'pending' | 'outbox'): Promise<bigint[]> {
    const now = new Date();
    const minuteAgo = new Date(now.getTime() - 60_000);
    const hourAgo = new Date(now.getTime() - 3_600_000);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`blade_sms:${request.tenantId}`}))`);
      const counted = and(
        eq(bladeSmsOutbox.tenantId, request.tenantId),
        gt(bladeSmsOutbox.createTime, hourAgo),
        ne(bladeSmsOutbox.status, 'refused'),
      );
      const [tenant] = await tx.select({ n: sql<number>`count(*)::int` }).from(bladeSmsOutbox).where(counted);
      if ((tenant?.n ?? 0) + request.phones.length > SMS_LIMITS.tenantPerHour) {
        throw new HttpError(429, msg('resource.tenantHourLimit', { limit: SMS_LIMITS.tenantPerHour }));
      }
      const perPhone = await tx
        .select({
          phone: bladeSmsOutbox.phone,
          hour: sql<number>`count(*)::int`,
          minute: sql<number>`count(*) filter (where ${bladeSmsOutbox.createTime} > ${minuteAgo})::int`,
        })
        .from(bladeSmsOutbox)
        .where(and(counted, inArray(bladeSmsOutbox.phone, request.phones)))
        .groupBy(bladeSmsOutbox.phone);
      for (const row of perPhone) {
        if (row.minute >= SMS_LIMITS.phonePerMinute) {
          throw new HttpError(429, msg('resource.phoneMinuteLimit', { phone: row.phone }));
        }
        if (row.hour >= SMS_LIMITS.phonePerHour) {
          throw new HttpError(
            429,
            msg('resource.phoneHourLimit', { phone: row.phone, limit: SMS_LIMITS.phonePerHour }),
          );
        }
      }
      const rows = request.phones.map((phone) => ({
        id: nextId(),
        tenantId: request.tenantId,
        smsCode: request.provider?.smsCode ?? '',
        phone,
        params: request.paramsText,
        status,
        templateId: request.provider?.templateId ?? null,
        createUser: request.userId,
        createTime: now,
      }));
      await tx.insert(bladeSmsOutbox).values(rows);
      return rows.map((row) => row.id);
    });
  }
}

/** The envelope of a send: 200 when every text went out (or into the outbox), else why not. */
export function reportError(report: SendReport): HttpError | undefined {
  const failed = report.results.filter((r) => r.status === 'refused' || r.status === 'failed');
  if (!failed.length) return undefined;
  const first = failed[0]!;
  const why = localized(
    msg('resource.smsWhy', { phone: first.phone, reason: first.message ?? '', code: first.code ?? '' }),
  );
  const said =
    failed.length === report.results.length
      ? msg('resource.smsNotSent', { why })
      : msg('resource.smsSomeNotSent', { count: failed.length, why });
  // A refusal is the configuration's (400); no answer is the gateway's (500, not 502/504, which
  // Blade clients take for a proxy's failure without reading the message, SPEC §8).
  const status = failed.some((r) => r.status === 'refused') ? 400 : 500;
  return new HttpError(status, said, report);
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { nextId } from '../db/ids';
import { bladeAuthCode } from '../db/schema';
import { HttpError } from '../http/envelope';
import { msg } from '../i18n';

/**
 * One-time secrets of the sign-in flows (`blade_auth_code`): texted phone codes and third-party
 * `state` values. Only a hash is stored; a code works once, until it expires, and a few wrong
 * guesses spend it. Issuing is limited per subject (phone, provider) and per client address,
 * counted in the table under advisory locks so that every replica agrees.
 */
export type CodeKind = 'sms' | 'oauth_state';

export interface IssueLimits {
  /** Codes per subject within a minute and an hour (undefined: no limit). */
  subjectPerMinute?: number;
  subjectPerHour?: number;
  /** Codes per client address within an hour. */
  clientPerHour: number;
}

export interface IssueRequest {
  kind: CodeKind;
  tenantId: string;
  subject: string;
  clientIp: string;
  ttlMs: number;
  limits: IssueLimits;
  /** What to store a hash of; default a random 6-digit code. */
  code?: string;
}

/** A wrong guess spends the code at this count, so 6 digits cannot be walked through. */
export const MAX_CODE_ATTEMPTS = 5;

/** Rows this old are swept when a new code is issued: long past every window counted. */
const KEEP_MS = 24 * 3_600_000;

const hashOf = (kind: CodeKind, subject: string, code: string) =>
  createHash('sha256').update(`${kind}\n${subject}\n${code}`).digest('hex');

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const randomState = () => randomBytes(24).toString('base64url');

/** Stores a new code (after the limits) and returns it in clear, for the one message that carries it. */
export async function issueCode(db: Db, request: IssueRequest): Promise<string> {
  const code = request.code ?? sixDigits();
  const now = new Date();
  const since = (ms: number) => new Date(now.getTime() - ms);
  const { kind, tenantId, subject, clientIp, limits } = request;
  await db.transaction(async (tx) => {
    // Subject before client, always in this order, so two requests never wait on each other in a cycle.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`auth_code:${kind}:${tenantId}:${subject}`}))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth_code_ip:${kind}:${clientIp}`}))`);
    const [client] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bladeAuthCode)
      .where(
        and(
          eq(bladeAuthCode.kind, kind),
          eq(bladeAuthCode.clientIp, clientIp),
          gt(bladeAuthCode.createTime, since(3_600_000)),
        ),
      );
    if ((client?.n ?? 0) >= limits.clientPerHour) {
      throw new HttpError(429, msg('auth.codesPerDevice', { limit: limits.clientPerHour }));
    }
    if (limits.subjectPerHour !== undefined) {
      const [subjectCount] = await tx
        .select({
          hour: sql<number>`count(*)::int`,
          minute: sql<number>`count(*) filter (where ${bladeAuthCode.createTime} > ${since(60_000)})::int`,
        })
        .from(bladeAuthCode)
        .where(
          and(
            eq(bladeAuthCode.kind, kind),
            eq(bladeAuthCode.tenantId, tenantId),
            eq(bladeAuthCode.subject, subject),
            gt(bladeAuthCode.createTime, since(3_600_000)),
          ),
        );
      if (limits.subjectPerMinute !== undefined && (subjectCount?.minute ?? 0) >= limits.subjectPerMinute) {
        throw new HttpError(429, msg('auth.codeJustSent'));
      }
      if ((subjectCount?.hour ?? 0) >= limits.subjectPerHour) {
        throw new HttpError(429, msg('auth.codesPerPhone', { limit: limits.subjectPerHour }));
      }
    }
    await tx.delete(bladeAuthCode).where(lt(bladeAuthCode.createTime, since(KEEP_MS)));
    await tx.insert(bladeAuthCode).values({
      id: nextId(),
      kind,
      tenantId,
      subject,
      clientIp: clientIp.slice(0, 64),
      codeHash: hashOf(kind, subject, code),
      expiresAt: new Date(now.getTime() + request.ttlMs),
      createTime: now,
    });
  });
  return code;
}

/**
 * Spends the subject's latest live code if `code` is it; a wrong one counts against that code.
 * Returns the tenant the code was issued in, or undefined (wrong, expired, used or spent).
 */
export async function consumeCode(
  db: Db,
  kind: CodeKind,
  subject: string,
  code: string,
  tenantId?: string,
): Promise<string | undefined> {
  const now = new Date();
  const live = and(
    eq(bladeAuthCode.kind, kind),
    eq(bladeAuthCode.subject, subject),
    isNull(bladeAuthCode.usedAt),
    gt(bladeAuthCode.expiresAt, now),
    tenantId === undefined ? undefined : eq(bladeAuthCode.tenantId, tenantId),
  );
  const [latest] = await db
    .select()
    .from(bladeAuthCode)
    .where(live)
    .orderBy(desc(bladeAuthCode.createTime))
    .limit(1);
  if (!latest) return undefined;
  if (latest.codeHash !== hashOf(kind, subject, code)) {
    const attempts = latest.attempts + 1;
    await db
      .update(bladeAuthCode)
      .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { usedAt: now } : {}) })
      .where(eq(bladeAuthCode.id, latest.id));
    return undefined;
  }
  // Conditional on still unused: of two requests with the same code, one wins.
  const spent = await db
    .update(bladeAuthCode)
    .set({ usedAt: now })
    .where(and(eq(bladeAuthCode.id, latest.id), isNull(bladeAuthCode.usedAt)))
    .returning({ tenantId: bladeAuthCode.tenantId });
  return spent[0]?.tenantId;
}

/**
 * Spends a third-party sign-in's `state` (many may be live at once for one provider, so it is
 * found by its hash). Returns the tenant the sign-in started in, or undefined.
 */
export async function consumeState(db: Db, source: string, state: string): Promise<string | undefined> {
  const spent = await db
    .update(bladeAuthCode)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(bladeAuthCode.kind, 'oauth_state'),
        eq(bladeAuthCode.codeHash, hashOf('oauth_state', source, state)),
        isNull(bladeAuthCode.usedAt),
        gt(bladeAuthCode.expiresAt, new Date()),
      ),
    )
    .returning({ tenantId: bladeAuthCode.tenantId });
  return spent[0]?.tenantId;
}

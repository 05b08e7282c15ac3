import { bigint, index, integer, pgSequence, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { dateColumn, idColumn } from './columns';

/**
 * State the auth service shares across replicas lives in these tables (ARCHITECTURE "Server":
 * stateless processes over one database).
 */

/** Pending captcha answers: lowercase code, single use, short expiry. */
export const bladeCaptcha = pgTable('blade_captcha', {
  key: varchar('key', { length: 64 }).primaryKey(),
  code: varchar('code', { length: 16 }).notNull(),
  expiresAt: dateColumn('expires_at').notNull(),
});

/**
 * Failed sign-in counters per tenant + account + client (its address), for the lock-out
 * (auth/lockout.ts: per client, so strangers cannot lock an account out for everyone).
 */
export const bladeLoginFailure = pgTable(
  'blade_login_failure',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    account: varchar('account', { length: 100 }).notNull(),
    client: varchar('client', { length: 64 }).notNull().default(''),
    failCount: integer('fail_count').notNull().default(0),
    lastFailedAt: dateColumn('last_failed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account, t.client] })],
);

/**
 * Rate-limit counters (@fastify/rate-limit's store, src/http/rate-limit-store.ts): one row per client
 * and route, so every replica counts the same requests. Times are the database clock's milliseconds,
 * so replicas with skewed clocks still agree on when a window ends.
 */
export const bladeRateLimit = pgTable(
  'blade_rate_limit',
  {
    key: varchar('key', { length: 512 }).primaryKey(),
    hits: integer('hits').notNull(),
    expiresMs: bigint('expires_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('blade_rate_limit_expires_idx').on(t.expiresMs)],
);

/**
 * Snowflake worker ids (db/ids.ts): each server process on a shared database takes the next one at
 * start, so replicas running together never share one (ids repeat only after 1024 starts).
 */
export const bladeWorkerId = pgSequence('blade_worker_id', {
  startWith: 0,
  minValue: 0,
  maxValue: 1023,
  cycle: true,
});

/** Failed sign-ins per client across every account and tenant (auth/sign-in-throttle.ts). */
export const bladeSignInClient = pgTable('blade_sign_in_client', {
  client: varchar('client', { length: 64 }).primaryKey(),
  failCount: integer('fail_count').notNull().default(0),
  windowStart: dateColumn('window_start').notNull(),
});

/** Server secrets shared by replicas (the generated JWT key in PostgreSQL mode). */
export const bladeSecret = pgTable('blade_secret', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * Token families: one row per sign-in, shared by every refresh token that descends from it (the
 * `session_id` of the access token and of `blade_refresh_token`). Revoking the family ends the
 * session on every replica: sign-out, a refresh token reused after its window (OAuth 2.0 Security
 * BCP, refresh token rotation), a password change or reset, a removed user, a role change or a
 * removed tenant. Access tokens are checked against it too (auth/session-guard.ts).
 */
export const bladeTokenFamily = pgTable(
  'blade_token_family',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: idColumn('user_id').notNull(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    createdAt: dateColumn('created_at').notNull(),
    /** When its newest refresh token runs out: after that the row is only history, and is dropped. */
    expiresAt: dateColumn('expires_at').notNull(),
    revokedAt: dateColumn('revoked_at'),
    /**
     * Why it ended: `logout`, `reuse` (a rotated token came back after its window), `user` (reset,
     * removed, no longer active), `password` (changed in another session), `role` or `tenant`.
     */
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (t) => [index('blade_token_family_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, one row per token id (`jti`). A refresh rotates its row: the row is marked
 * `rotated_at` and keeps the successor answer sealed with a key derived from the rotated token, so
 * the same client asking again within the reuse window (`BLADE_REFRESH_REUSE_SECONDS`) gets the same
 * successor on any replica, while reuse after it revokes the family. Rotated rows stay until they
 * expire, to recognise that reuse. Sign-out, a password reset, a refused registration or removing
 * the user deletes the rows and revokes their families.
 */
export const bladeRefreshToken = pgTable(
  'blade_refresh_token',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    /** The token family (the sign-in) this token descends from; the access token carries it. */
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    userId: idColumn('user_id').notNull(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    expiresAt: dateColumn('expires_at').notNull(),
    /** When it was exchanged for its successor; null while it is the family's current token. */
    rotatedAt: dateColumn('rotated_at'),
    /** The successor answer, sealed (AES-GCM) under a key only the rotated token itself yields. */
    successor: text('successor'),
  },
  (t) => [
    index('blade_refresh_token_user_idx').on(t.userId),
    index('blade_refresh_token_session_idx').on(t.sessionId),
  ],
);

/**
 * One-time secrets of sign-in flows, hashed (sha256) at rest: the codes texted for phone sign-in
 * (`kind` sms, `subject` the phone) and the `state` of a third-party sign-in (`kind` oauth_state,
 * `subject` the provider). The rows are also what the per-phone and per-client limits count.
 */
export const bladeAuthCode = pgTable(
  'blade_auth_code',
  {
    id: idColumn().primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    /** The client address that asked (rate limits). */
    clientIp: varchar('client_ip', { length: 64 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Wrong codes tried against this row; at the limit it is spent. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: dateColumn('expires_at').notNull(),
    usedAt: dateColumn('used_at'),
    createTime: dateColumn('create_time').notNull(),
  },
  (t) => [
    index('blade_auth_code_subject_idx').on(t.kind, t.tenantId, t.subject, t.createTime),
    index('blade_auth_code_client_idx').on(t.kind, t.clientIp, t.createTime),
  ],
);

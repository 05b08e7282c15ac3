import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
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

/** Failed sign-in counters per tenant + account, for the lock-out. */
export const bladeLoginFailure = pgTable(
  'blade_login_failure',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    account: varchar('account', { length: 100 }).notNull(),
    failCount: integer('fail_count').notNull().default(0),
    lastFailedAt: dateColumn('last_failed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account] })],
);

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

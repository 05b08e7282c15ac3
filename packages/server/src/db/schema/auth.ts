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
 * Live refresh tokens, one row per token id (`jti`). A refresh consumes its row and issues a new one
 * (rotation: the old token is refused afterwards); sign-out, a password reset, a refused registration
 * or removing the user deletes the rows, which ends those sessions at their next refresh.
 */
export const bladeRefreshToken = pgTable(
  'blade_refresh_token',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    /** The sign-in this token descends from (kept across rotations; the access token carries it). */
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    userId: idColumn('user_id').notNull(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    expiresAt: dateColumn('expires_at').notNull(),
  },
  (t) => [
    index('blade_refresh_token_user_idx').on(t.userId),
    index('blade_refresh_token_session_idx').on(t.sessionId),
  ],
);

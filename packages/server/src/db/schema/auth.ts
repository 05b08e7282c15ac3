import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { dateColumn } from './columns';

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

import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, tenantRowColumns } from './columns';

/**
 * Mail staff sent (`POST /sendMail`, e.g. a reply to a cooperation message) while no SMTP server is
 * configured: kept here, per tenant, for a mail job or a person to deliver. `send_status` 0 = waiting.
 */
export const bladeMailOutbox = pgTable(
  'blade_mail_outbox',
  {
    ...tenantRowColumns(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    content: text('content').notNull(),
    sendStatus: integer('send_status').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('blade_mail_outbox_tenant_idx').on(t.tenantId, t.sendStatus)],
);

import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, dateColumn, idColumn, tenantColumn } from './columns';

/** Object-storage providers; `status` 2 = the tenant's enabled one, 1 = disabled. */
export const bladeOss = pgTable('blade_oss', {
  id: idColumn().primaryKey(),
  tenantId: tenantColumn(),
  ossCode: varchar('oss_code', { length: 32 }),
  category: integer('category').notNull().default(1),
  endpoint: varchar('endpoint', { length: 255 }).notNull(),
  accessKey: varchar('access_key', { length: 255 }).notNull(),
  secretKey: varchar('secret_key', { length: 255 }).notNull(),
  bucketName: varchar('bucket_name', { length: 255 }).notNull(),
  appId: varchar('app_id', { length: 255 }),
  region: varchar('region', { length: 255 }),
  remark: varchar('remark', { length: 255 }),
  ...auditColumns(),
});

/** SMS providers; `status` 2 = the tenant's enabled one, 1 = disabled. */
export const bladeSms = pgTable('blade_sms', {
  id: idColumn().primaryKey(),
  tenantId: tenantColumn(),
  smsCode: varchar('sms_code', { length: 32 }),
  templateId: varchar('template_id', { length: 64 }).notNull(),
  category: integer('category').notNull().default(1),
  accessKey: varchar('access_key', { length: 255 }).notNull(),
  secretKey: varchar('secret_key', { length: 255 }).notNull(),
  regionId: varchar('region_id', { length: 255 }),
  signName: varchar('sign_name', { length: 64 }).notNull(),
  remark: varchar('remark', { length: 255 }),
  ...auditColumns(),
});

/** Messages "sent" while no real SMS gateway is wired in: kept here for inspection. */
export const bladeSmsOutbox = pgTable(
  'blade_sms_outbox',
  {
    id: idColumn().primaryKey(),
    tenantId: tenantColumn(),
    smsCode: varchar('sms_code', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    params: text('params').notNull().default('{}'),
    createUser: idColumn('create_user'),
    createTime: dateColumn('create_time').notNull(),
  },
  (t) => [index('blade_sms_outbox_tenant_idx').on(t.tenantId, t.createTime)],
);

/** Uploaded files (`put-file` records one row per upload). */
export const bladeAttach = pgTable('blade_attach', {
  id: idColumn().primaryKey(),
  tenantId: tenantColumn(),
  link: varchar('link', { length: 1000 }).notNull(),
  domainUrl: varchar('domain_url', { length: 500 }),
  name: varchar('name', { length: 500 }).notNull(),
  originalName: varchar('original_name', { length: 500 }).notNull(),
  extension: varchar('extension', { length: 12 }),
  attachSize: bigint('attach_size', { mode: 'number' }),
  ...auditColumns(),
});

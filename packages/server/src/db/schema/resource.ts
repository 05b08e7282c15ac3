import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, dateColumn, idColumn, remarkColumn, tenantRowColumns } from './columns';

/** Object-storage providers; `status` 2 = the tenant's enabled one, 1 = disabled. */
export const bladeOss = pgTable('blade_oss', {
  ...tenantRowColumns(),
  ossCode: varchar('oss_code', { length: 32 }),
  category: integer('category').notNull().default(1),
  endpoint: varchar('endpoint', { length: 255 }).notNull(),
  accessKey: varchar('access_key', { length: 255 }).notNull(),
  secretKey: varchar('secret_key', { length: 255 }).notNull(),
  bucketName: varchar('bucket_name', { length: 255 }).notNull(),
  appId: varchar('app_id', { length: 255 }),
  region: varchar('region', { length: 255 }),
  remark: remarkColumn(),
  ...auditColumns(),
});

/** SMS providers; `status` 2 = the tenant's enabled one, 1 = disabled. */
export const bladeSms = pgTable('blade_sms', {
  ...tenantRowColumns(),
  smsCode: varchar('sms_code', { length: 32 }),
  templateId: varchar('template_id', { length: 64 }).notNull(),
  category: integer('category').notNull().default(1),
  accessKey: varchar('access_key', { length: 255 }).notNull(),
  secretKey: varchar('secret_key', { length: 255 }).notNull(),
  regionId: varchar('region_id', { length: 255 }),
  /** Tencent Cloud's SmsSdkAppId (the SMS application the signature and templates belong to). */
  appId: varchar('app_id', { length: 64 }),
  signName: varchar('sign_name', { length: 64 }).notNull(),
  remark: remarkColumn(),
  ...auditColumns(),
});

/**
 * Every SMS asked for, one row per phone: kept in the outbox (`status` outbox) while no gateway is
 * enabled, otherwise with the gateway's answer (sent, refused and why, failed). The rows are also
 * what the per-phone and per-tenant rate limits count, so every replica sees the same numbers.
 */
export const bladeSmsOutbox = pgTable(
  'blade_sms_outbox',
  {
    ...tenantRowColumns(),
    smsCode: varchar('sms_code', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    params: text('params').notNull().default('{}'),
    /** `outbox`, `pending` (asked, no answer yet), `sent`, `refused` (by the gateway) or `failed`. */
    status: varchar('status', { length: 16 }).notNull().default('outbox'),
    templateId: varchar('template_id', { length: 64 }),
    /** The gateway's own code (`OK`, `isv.SMS_TEMPLATE_ILLEGAL`, `FailedOperation.…`). */
    providerCode: varchar('provider_code', { length: 100 }),
    /** Why, in the gateway's words or ours (timeout, unreachable). */
    providerMessage: varchar('provider_message', { length: 500 }),
    /** The gateway's id of the message (BizId, SerialNo). */
    bizId: varchar('biz_id', { length: 100 }),
    createUser: idColumn('create_user'),
    createTime: dateColumn('create_time').notNull(),
  },
  (t) => [
    index('blade_sms_outbox_tenant_idx').on(t.tenantId, t.createTime),
    index('blade_sms_outbox_phone_idx').on(t.phone, t.createTime),
  ],
);

/** Uploaded files (`put-file` records one row per upload). */
export const bladeAttach = pgTable(
  'blade_attach',
  {
    ...tenantRowColumns(),
    link: varchar('link', { length: 1000 }).notNull(),
    domainUrl: varchar('domain_url', { length: 500 }),
    name: varchar('name', { length: 500 }).notNull(),
    originalName: varchar('original_name', { length: 500 }).notNull(),
    extension: varchar('extension', { length: 12 }),
    attachSize: bigint('attach_size', { mode: 'number' }),
    /** Where the bytes are: `local` (this server's disk) or the code of the OSS provider that took them. */
    provider: varchar('provider', { length: 32 }),
    bucketName: varchar('bucket_name', { length: 255 }),
    objectKey: varchar('object_key', { length: 1000 }),
    /** The type the content was recognised as (magic bytes), which is what the file is served as. */
    contentType: varchar('content_type', { length: 255 }),
    /** SHA-256 of the content, hex. */
    hash: varchar('hash', { length: 64 }),
    ...auditColumns(),
  },
  // The public file route finds an upload by its generated name.
  (t) => [index('blade_attach_name_idx').on(t.name)],
);

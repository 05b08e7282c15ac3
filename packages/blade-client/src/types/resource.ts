import type { attachResource, ossResource, smsResource, WireRow } from '@blade-console/blade-schema';
import type { Id } from './envelope';

/** Names the server adds to provider rows: the category (1–4, BladeX's providers) and the status. */
interface ProviderNames {
  categoryName?: string;
  /** `关闭` or `启用` (`status` 2 is the tenant's enabled configuration). */
  statusName?: string;
}

/**
 * An object-storage configuration (`/blade-resource/oss`): `category` 1 minio, 2 qiniu, 3 ali,
 * 4 tencent; `secretKey` is always the mask `******` on the wire.
 */
export type Oss = WireRow<typeof ossResource> & ProviderNames;

/** The answer of `oss/endpoint/put-file` (the avatar upload reads `link`). */
export interface OssFile {
  link: string;
  domain?: string;
  name: string;
  originalName?: string;
  attachId?: Id;
}

/**
 * An SMS configuration (`/blade-resource/sms`): `category` 1 yunpian, 2 qiniu, 3 ali, 4 tencent;
 * `templateId` and `signName` are the provider's; `secretKey` is masked on the wire.
 */
export type Sms = WireRow<typeof smsResource> & ProviderNames;

/** `sms/endpoint/send-message`: `phones` comma-joined, `params` a JSON object as text. */
export interface SendMessageInput {
  code: string;
  phones: string;
  params?: string;
}

/** One phone's result of `send-message`: `outbox` while no gateway is enabled, else the gateway's answer. */
export interface SmsSendResult {
  phone: string;
  status: 'outbox' | 'sent' | 'refused' | 'failed';
  /** The gateway's code (`OK`, `isv.SMS_TEMPLATE_ILLEGAL`, `timeout`). */
  code?: string;
  message?: string;
}

/**
 * What `send-message` answers (as `data`, also in the error envelope when a text was not sent, so
 * a page can show every phone's result).
 */
export interface SmsSendReport {
  delivery: 'outbox' | 'gateway';
  results: SmsSendResult[];
}

/** The settings `oss/test-connection` tries: a saved row by `id`, overridden by the form's values. */
export type OssConnectionInput = Partial<Omit<Oss, 'id'>> & { id?: Id };

/** Where the connection test wrote and deleted its probe object. */
export interface OssConnectionResult {
  endpoint: string;
  bucket: string;
}

/** An uploaded file's record (`/blade-resource/attach`); `attachSize` is in bytes. */
export type Attach = WireRow<typeof attachResource>;

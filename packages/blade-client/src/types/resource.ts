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

/** An uploaded file's record (`/blade-resource/attach`); `attachSize` is in bytes. */
export type Attach = WireRow<typeof attachResource>;

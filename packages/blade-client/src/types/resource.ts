import type { Id } from './envelope';
import type { Audit, TenantScoped } from './system';

/**
 * An object-storage configuration (`/blade-resource/oss`). SPEC lists no fields; these are BladeX's:
 * `category` 1 minio, 2 qiniu, 3 ali, 4 tencent; one config per tenant is enabled (`status` 2).
 */
export interface Oss extends Audit, TenantScoped {
  id?: Id;
  ossCode?: string;
  category: number;
  categoryName?: string;
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucketName: string;
  appId?: string;
  region?: string;
  remark?: string;
  statusName?: string;
}

/** The answer of `oss/endpoint/put-file` (the avatar upload reads `link`). */
export interface OssFile {
  link: string;
  domain?: string;
  name: string;
  originalName?: string;
  attachId?: Id;
}

/**
 * An SMS configuration (`/blade-resource/sms`). BladeX fields: `category` 1 yunpian, 2 qiniu, 3 ali,
 * 4 tencent; `templateId` and `signName` are the provider's.
 */
export interface Sms extends Audit, TenantScoped {
  id?: Id;
  smsCode?: string;
  templateId: string;
  category: number;
  categoryName?: string;
  accessKey: string;
  secretKey: string;
  regionId?: string;
  signName: string;
  remark?: string;
  statusName?: string;
}

/** `sms/endpoint/send-message`: `phones` comma-joined, `params` a JSON object as text. */
export interface SendMessageInput {
  code: string;
  phones: string;
  params?: string;
}

/** An uploaded file's record (`/blade-resource/attach`). Fields per BladeX's `blade_attach`. */
export interface Attach extends Audit, TenantScoped {
  id?: Id;
  link: string;
  domainUrl?: string;
  name: string;
  originalName: string;
  extension?: string;
  /** Size in bytes. */
  attachSize?: number;
}

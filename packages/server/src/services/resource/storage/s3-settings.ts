import { badRequest } from '../../../http/envelope';
import { msg } from '../../../i18n';

/** `category` of `blade_oss` (BladeX's numbers). */
export const OSS_CATEGORY = { minio: 1, qiniu: 2, ali: 3, tencent: 4 } as const;

/** The columns of a `blade_oss` row the client needs. */
export interface OssRow {
  ossCode?: unknown;
  category?: unknown;
  endpoint?: unknown;
  accessKey?: unknown;
  secretKey?: unknown;
  bucketName?: unknown;
  appId?: unknown;
  region?: unknown;
}

/** What an S3 client of one provider is built from. */
export interface S3Settings {
  code: string;
  endpoint: string;
  region: string;
  bucket: string;
  /** MinIO serves `endpoint/bucket/key`; the clouds serve `bucket.endpoint/key` (virtual-hosted). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The region a cloud endpoint names, when the row leaves `region` empty. Alibaba Cloud signs S3
 * requests with the plain region ID (`cn-hangzhou`, as its AWS SDK guide configures the client),
 * not the `oss-` name in its endpoints; the S3-compatible `s3.oss-…` and `-internal` endpoints name
 * it too. `cos.ap-guangzhou.myqcloud.com` → `ap-guangzhou`; `s3.cn-east-1.qiniucs.com` (or the older
 * `s3-cn-east-1.qiniucs.com`) → `cn-east-1`.
 */
function regionOf(category: number, host: string): string | undefined {
  const patterns: Record<number, RegExp> = {
    [OSS_CATEGORY.ali]: /^(?:s3\.)?oss-([a-z0-9-]+?)(?:-internal)?\.aliyuncs\.com$/,
    [OSS_CATEGORY.tencent]: /^cos\.([a-z0-9-]+)\.myqcloud\.com$/,
    [OSS_CATEGORY.qiniu]: /^s3[.-]([a-z0-9-]+)\.qiniucs\.com$/,
  };
  return patterns[category]?.exec(host)?.[1];
}

/** A region typed into the form: Alibaba Cloud's `oss-cn-hangzhou` (BladeX's habit) signs as `cn-hangzhou`. */
function regionTyped(category: number, value: string): string {
  return category === OSS_CATEGORY.ali ? value.replace(/^oss-/, '') : value;
}

/**
 * The S3 settings of a provider row, or a 400 naming the field to fix. Endpoints without a scheme
 * (`oss-cn-hangzhou.aliyuncs.com`, as BladeX's form has them) get https. Tencent COS buckets end in
 * `-<APPID>`: a bucket without it gets the row's `appId` appended.
 */
export function s3SettingsOf(row: OssRow): S3Settings {
  const category = Number(row.category ?? OSS_CATEGORY.minio);
  const raw = text(row.endpoint);
  if (!raw) throw badRequest(msg('resource.endpointRequired'));
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    throw badRequest(msg('resource.endpointInvalid'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest(msg('resource.endpointScheme'));
  }
  if (url.username || url.password) throw badRequest(msg('resource.endpointCredentials'));
  let bucket = text(row.bucketName);
  if (!bucket) throw badRequest(msg('resource.bucketRequired'));
  const appId = text(row.appId);
  if (category === OSS_CATEGORY.tencent && appId && !bucket.endsWith(`-${appId}`))
    bucket = `${bucket}-${appId}`;
  const accessKeyId = text(row.accessKey);
  const secretAccessKey = text(row.secretKey);
  if (!accessKeyId) throw badRequest(msg('resource.accessKeyRequired'));
  if (!secretAccessKey) throw badRequest(msg('resource.secretKeyRequired'));
  return {
    code: text(row.ossCode) || 'oss',
    endpoint: `${url.protocol}//${url.host}`,
    region: regionTyped(category, text(row.region)) || regionOf(category, url.hostname) || 'us-east-1',
    bucket,
    forcePathStyle: category === OSS_CATEGORY.minio,
    accessKeyId,
    secretAccessKey,
  };
}

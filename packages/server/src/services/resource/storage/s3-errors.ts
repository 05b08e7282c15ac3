import { outboundRefusalIn } from '../../../http/outbound';
import { StorageError } from './object-store';

/** How long a provider may take: to connect, and between two packets of one request. */
export interface S3Timeouts {
  connectMs: number;
  idleMs: number;
}

interface SdkError {
  name?: string;
  code?: string;
  Code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

const NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const TIMEOUT = new Set([
  'TimeoutError',
  'ETIMEDOUT',
  'RequestTimeout',
  'RequestTimeoutException',
  'AbortError',
]);

/**
 * A provider's failure in words an administrator can act on (which setting to check). The SDK's
 * own message is not passed on: some echo request details; none is needed to fix the setting.
 */
export function storageErrorOf(
  error: unknown,
  where: { endpoint: string; bucket: string; idleMs: number },
): StorageError {
  const refusal = outboundRefusalIn(error);
  if (refusal) return new StorageError(refusal.message, 400);
  const e = (error ?? {}) as SdkError;
  const code = e.Code ?? e.code ?? e.name ?? '';
  const causeCode = (e.cause as SdkError | undefined)?.code ?? '';
  const status = e.$metadata?.httpStatusCode;
  if (TIMEOUT.has(code) || TIMEOUT.has(causeCode)) {
    return new StorageError(
      `对象存储 ${where.endpoint} 在 ${where.idleMs / 1000} 秒内没有应答，请检查资源地址与网络`,
    );
  }
  if (NETWORK.has(code) || NETWORK.has(causeCode)) {
    return new StorageError(
      `无法连接对象存储 ${where.endpoint}（${code || causeCode}），请检查资源地址 endpoint`,
    );
  }
  if (code === 'NoSuchBucket') {
    return new StorageError(`对象存储中没有空间 ${where.bucket}，请先创建它或检查空间名 bucketName`);
  }
  if (
    ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidSecurity', 'Forbidden'].includes(
      code,
    ) ||
    status === 403
  ) {
    return new StorageError(
      `对象存储拒绝了访问（${code || status}），请检查 accessKey、secretKey 以及它们对空间 ${where.bucket} 的读写权限`,
    );
  }
  return new StorageError(`对象存储出错（${code || status || '未知错误'}），请检查对象存储配置`);
}

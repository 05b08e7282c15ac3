import { outboundRefusalIn } from '../../../http/outbound';
import { localized, msg } from '../../../i18n';
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
  if (refusal) return new StorageError(refusal.said, 400);
  const e = (error ?? {}) as SdkError;
  const code = e.Code ?? e.code ?? e.name ?? '';
  const causeCode = (e.cause as SdkError | undefined)?.code ?? '';
  const status = e.$metadata?.httpStatusCode;
  if (TIMEOUT.has(code) || TIMEOUT.has(causeCode)) {
    return new StorageError(
      msg('resource.storageTimeout', { endpoint: where.endpoint, seconds: where.idleMs / 1000 }),
    );
  }
  if (NETWORK.has(code) || NETWORK.has(causeCode)) {
    return new StorageError(
      msg('resource.storageUnreachable', { endpoint: where.endpoint, code: code || causeCode }),
    );
  }
  if (code === 'NoSuchBucket') {
    return new StorageError(msg('resource.noSuchBucket', { bucket: where.bucket }));
  }
  if (
    ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidSecurity', 'Forbidden'].includes(
      code,
    ) ||
    status === 403
  ) {
    return new StorageError(
      msg('resource.storageDenied', { code: code || String(status), bucket: where.bucket }),
    );
  }
  const what = code || (status ? String(status) : localized(msg('resource.unknownError')));
  return new StorageError(msg('resource.storageFailed', { code: what }));
}

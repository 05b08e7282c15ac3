import type { Readable } from 'node:stream';
import type { Message } from '@blade-console/blade-schema';
import { HttpError } from '../../../http/envelope';

/** Bytes `start`..`end` (inclusive) of an object, as an HTTP Range asks. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. `local` is this server's disk (the embedded default); the S3 family
 * (MinIO, Alibaba Cloud OSS, Tencent COS, Qiniu Kodo) is the tenant's enabled provider.
 */
export interface ObjectStore {
  /** `local`, or the code of the provider configuration (recorded on the attachment). */
  readonly provider: string;
  /** The bucket of the provider, null on local disk. */
  readonly bucket: string | null;
  /** Streams `body` to `key`; on any failure nothing is left under `key`. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object's bytes (all, or a range), or undefined when it is not there. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes the object; a missing object is no error. */
  remove(key: string): Promise<void>;
}

/**
 * A failure of the storage behind a request (unreachable, refused credentials, missing bucket,
 * timeout), worded for the administrator who can fix the configuration. Never quotes a secret.
 */
export class StorageError extends HttpError {
  /** 400 when the settings ask for what is not allowed (an internal endpoint), else 500. */
  constructor(message: Message | string, status: 400 | 500 = 500) {
    // 500, not 502/504: Blade clients take a status above 500 for a proxy's failure and do not
    // read its envelope (SPEC §8), and this message is what the person needs to see.
    super(status, message);
    this.name = 'StorageError';
  }
}

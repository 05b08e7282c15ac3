import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { OutboundHttpAgent, OutboundHttpsAgent } from '../../../http/outbound';
import type { ByteRange, ObjectStore } from './object-store';
import { type S3Timeouts, storageErrorOf } from './s3-errors';
import type { S3Settings } from './s3-settings';

/** Parts of 5 MiB (S3's smallest), two in flight: an upload holds at most ~10 MiB, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** The S3 client options of a provider (exported so tests can see the requests they lead to). */
export function s3ClientConfig(settings: S3Settings, timeouts: S3Timeouts): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Bounded: a dead address fails after the connect timeout, a stalled one after the idle one.
    // The idle bound is the socket timeout: the handler's `requestTimeout` only logs a warning
    // (unless throwOnRequestTimeout), so a provider that accepts and never answers hung forever.
    maxAttempts: 2,
    // Through the outbound guard: an endpoint is a tenant's setting, and must not reach this
    // machine or its network unless BLADE_OUTBOUND_ALLOW says so. Pooled as the SDK's own agents are.
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      socketTimeout: timeouts.idleMs,
      httpAgent: new OutboundHttpAgent({ keepAlive: true, maxSockets: 50 }),
      httpsAgent: new OutboundHttpsAgent({ keepAlive: true, maxSockets: 50 }),
    },
    // The SDK's newer default (CRC32 checksums, aws-chunked bodies) is not understood by Alibaba
    // OSS, Qiniu, older MinIO or s3rver; checksums only where S3 requires them keeps them all working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Clients by provider settings (each keeps a pool of connections); a few providers per server at most. */
const clients = new Map<string, S3Client>();
const MAX_CLIENTS = 32;

function cachedClient(settings: S3Settings, timeouts: S3Timeouts): S3Client {
  const key = JSON.stringify({ settings, timeouts });
  let client = clients.get(key);
  if (!client) {
    client = new S3Client(s3ClientConfig(settings, timeouts));
    if (clients.size >= MAX_CLIENTS) {
      const [oldestKey, oldest] = clients.entries().next().value as [string, S3Client];
      clients.delete(oldestKey);
      oldest.destroy();
    }
    clients.set(key, client);
  }
  return client;
}

/** An S3-compatible bucket: MinIO, Alibaba Cloud OSS, Tencent COS, Qiniu Kodo. */
export class S3Store implements ObjectStore {
  readonly provider: string;
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly where: { endpoint: string; bucket: string; idleMs: number };

  constructor(settings: S3Settings, timeouts: S3Timeouts) {
    this.provider = settings.code;
    this.bucket = settings.bucket;
    this.client = cachedClient(settings, timeouts);
    this.where = { endpoint: settings.endpoint, bucket: settings.bucket, idleMs: timeouts.idleMs };
  }

  /**
   * Streams the body in parts (lib-storage); a failed multipart upload is aborted, so the bucket
   * keeps no parts. An error of the body itself (too large, cut off) is passed on as it is.
   */
  async put(key: string, body: Readable, contentType: string): Promise<void> {
    let bodyError: unknown;
    body.once('error', (error) => {
      bodyError = error;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      if (bodyError) throw bodyError;
      throw storageErrorOf(error, this.where);
    }
  }

  /** A small object in one request (the connection test's probe). */
  async putSmall(key: string, content: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: content, ContentType: 'text/plain' }),
      );
    } catch (error) {
      throw storageErrorOf(error, this.where);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body instanceof Readable ? answer.Body : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw storageErrorOf(error, this.where);
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw storageErrorOf(error, this.where);
    }
  }
}

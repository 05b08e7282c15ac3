/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for tests: s3rver (in-process, files in a temp dir). It checks the
 * access key id (an unknown one is refused with InvalidAccessKeyId) but not SigV4 signatures, so a
 * wrong secret with the right id passes — tests of refused credentials use a wrong key id.
 * s3rver needs the SDK's checksums "when required" (which the server sets for every provider).
 */
export const S3_FAKE_KEYS = { accessKey: 'S3RVER', secretKey: 'S3RVER' } as const;

export interface S3Fake {
  url: string;
  bucket: string;
  /** Keys in the bucket (under `prefix`). */
  keys(prefix?: string): Promise<string[]>;
  exists(key: string): Promise<boolean>;
  bytes(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startS3Fake(port = 0, bucket = 'blade'): Promise<S3Fake> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'blade-s3-fake-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_FAKE_KEYS.accessKey, secretAccessKey: S3_FAKE_KEYS.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    url,
    bucket,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((item) => item.Key ?? '');
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    async bytes(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

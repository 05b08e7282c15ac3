import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/envelope';
import { type OssRow, s3SettingsOf } from '../src/services/resource/storage/s3-settings';
import { s3ClientConfig } from '../src/services/resource/storage/s3-store';

const keys = { accessKey: 'AKID', secretKey: 'never-in-a-message' };

/** The host, path and signing region of the PUT the SDK sends for `row` (answered by a stub, no network). */
async function putRequestOf(row: OssRow, key = 'upload/20240101/a.png') {
  let sent: { hostname: string; path: string; headers: Record<string, string> } | undefined;
  const client = new S3Client({
    ...s3ClientConfig(s3SettingsOf(row), { connectMs: 5_000, idleMs: 20_000 }),
    requestHandler: {
      handle: async (request: typeof sent) => {
        sent = request;
        return { response: { statusCode: 200, headers: {}, body: Readable.from([]) } };
      },
    } as never,
  });
  const settings = s3SettingsOf(row);
  await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: 'x' }));
  client.destroy();
  const scope = /Credential=[^/]+\/\d{8}\/([^/]+)\/s3\/aws4_request/.exec(sent!.headers.authorization ?? '');
  return { host: sent!.hostname, path: sent!.path, signedRegion: scope?.[1] };
}

describe('S3 settings of each cloud', () => {
  it('MinIO: path-style addressing on the given address, us-east-1 unless a region is set', async () => {
    const row = { category: 1, endpoint: 'http://minio.internal:9000/', bucketName: 'blade', ...keys };
    expect(s3SettingsOf(row)).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      bucket: 'blade',
      forcePathStyle: true,
    });
    expect(await putRequestOf(row)).toEqual({
      host: 'minio.internal',
      path: '/blade/upload/20240101/a.png',
      signedRegion: 'us-east-1',
    });
    expect(s3SettingsOf({ ...row, region: 'cn-north-1' }).region).toBe('cn-north-1');
    // BladeX rows may leave the category empty: MinIO, its first one.
    expect(s3SettingsOf({ ...row, category: null }).forcePathStyle).toBe(true);
  });

  it('Alibaba Cloud OSS: virtual-hosted, signed with the region ID its endpoint names', async () => {
    const row = { category: 3, endpoint: 'oss-cn-hangzhou.aliyuncs.com', bucketName: 'blade', ...keys };
    expect(s3SettingsOf(row)).toMatchObject({
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'cn-hangzhou',
      forcePathStyle: false,
    });
    expect(await putRequestOf(row)).toEqual({
      host: 'blade.oss-cn-hangzhou.aliyuncs.com',
      path: '/upload/20240101/a.png',
      signedRegion: 'cn-hangzhou',
    });
    const regions: [string, string][] = [
      ['https://s3.oss-cn-shanghai.aliyuncs.com', 'cn-shanghai'],
      ['https://oss-cn-beijing-internal.aliyuncs.com', 'cn-beijing'],
      ['s3.oss-ap-southeast-1-internal.aliyuncs.com', 'ap-southeast-1'],
    ];
    for (const [endpoint, region] of regions) {
      expect(s3SettingsOf({ ...row, endpoint }).region, endpoint).toBe(region);
    }
    // A region typed the way OSS's own SDK takes it (`oss-…`) is the same region.
    expect(s3SettingsOf({ ...row, region: 'oss-cn-shenzhen' }).region).toBe('cn-shenzhen');
  });

  it('Tencent COS: virtual-hosted, region from the endpoint, bucket name-<APPID>', async () => {
    const row = {
      category: 4,
      endpoint: 'https://cos.ap-guangzhou.myqcloud.com',
      bucketName: 'blade',
      appId: '1250000000',
      ...keys,
    };
    expect(s3SettingsOf(row)).toMatchObject({
      region: 'ap-guangzhou',
      bucket: 'blade-1250000000',
      forcePathStyle: false,
    });
    expect(await putRequestOf(row)).toMatchObject({
      host: 'blade-1250000000.cos.ap-guangzhou.myqcloud.com',
      signedRegion: 'ap-guangzhou',
    });
    // Already suffixed, or no appId given: the bucket is used as typed.
    expect(s3SettingsOf({ ...row, bucketName: 'blade-1250000000' }).bucket).toBe('blade-1250000000');
    expect(s3SettingsOf({ ...row, bucketName: 'blade-1250000000', appId: '' }).bucket).toBe(
      'blade-1250000000',
    );
  });

  it('Qiniu Kodo: virtual-hosted, region from the S3 endpoint', async () => {
    const row = { category: 2, endpoint: 'https://s3.cn-east-1.qiniucs.com', bucketName: 'blade', ...keys };
    expect(s3SettingsOf(row)).toMatchObject({ region: 'cn-east-1', forcePathStyle: false });
    expect(await putRequestOf(row)).toMatchObject({
      host: 'blade.s3.cn-east-1.qiniucs.com',
      signedRegion: 'cn-east-1',
    });
    expect(s3SettingsOf({ ...row, endpoint: 's3-cn-south-1.qiniucs.com' }).region).toBe('cn-south-1');
  });

  it('refuses settings that cannot work with a 400 naming the field, never quoting the secret', () => {
    const row = { category: 1, endpoint: 'http://127.0.0.1:9000', bucketName: 'blade', ...keys };
    const cases: [OssRow, string][] = [
      [{ ...row, endpoint: '' }, 'endpoint 不能为空'],
      [{ ...row, endpoint: 'ftp://files.example.com' }, '应以 http:// 或 https:// 开头'],
      [{ ...row, endpoint: 'http://AKID:never-in-a-message@127.0.0.1:9000' }, '不能带用户名或密码'],
      [{ ...row, bucketName: ' ' }, 'bucketName 不能为空'],
      [{ ...row, accessKey: '' }, 'accessKey 不能为空'],
      [{ ...row, secretKey: '' }, 'secretKey 不能为空'],
    ];
    for (const [bad, message] of cases) {
      let error: unknown;
      try {
        s3SettingsOf(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error, message).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode, message).toBe(400);
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).not.toContain(keys.secretKey);
    }
  });
});

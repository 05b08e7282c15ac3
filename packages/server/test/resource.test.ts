import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Attach, Oss, OssFile, Page, Sms } from '@blade-console/blade-client/types';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bladeAttach, bladeOss, bladeSmsOutbox } from '../src/db/schema';
import {
  authed,
  dataOf,
  multipartFile,
  signInNewUser,
  startSignedIn,
  type TestServer,
  TINY_PNG,
} from './helpers';
import { putFile } from './support/uploads';

let server: TestServer;
let token: string;
/** DATA_DIR of the server: uploads land in its `uploads` folder while no provider is enabled. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-resource-test-'));
beforeAll(async () => {
  // A small upload limit so the size check is cheap to test.
  ({ server, token } = await startSignedIn({ uploadMaxBytes: 64 * 1024, dataDir }));
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every entry under DATA_DIR/uploads, temp files (`.<name>.part`) included. */
const uploadedFiles = () =>
  existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')) : [];

async function attachCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(bladeAttach);
  return Number(row?.n ?? 0);
}

const post = (url: string, payload?: Record<string, unknown>, as = token) =>
  authed(server.app, as, { method: 'POST', url, ...(payload ? { payload } : {}) });
const get = <T>(url: string, as = token) => dataOf<T>(authed(server.app, as, { url }));

function upload(filename: string, content: Buffer | string, as = token) {
  return putFile(server.app, as, filename, content);
}

const oss = (code: string) => ({
  ossCode: code,
  category: 1,
  endpoint: 'http://127.0.0.1:9000',
  accessKey: 'ak',
  secretKey: 'top-secret',
  bucketName: 'blade',
});

describe('OSS providers', () => {
  it('adds providers with the secret never shown, keeps it on edit, and enables one per tenant', async () => {
    expect((await post('/api/blade-resource/oss/submit', oss('minio-a'))).statusCode).toBe(200);
    expect((await post('/api/blade-resource/oss/submit', oss('minio-b'))).statusCode).toBe(200);
    const page = await get<Page<Oss>>('/api/blade-resource/oss/list');
    expect(page.records).toHaveLength(2);
    expect(JSON.stringify(page)).not.toContain('top-secret');
    // The secret is no filter: a LIKE on it would let a caller guess it one character at a time.
    const probed = await get<Page<Oss>>('/api/blade-resource/oss/list?secretKey_likeright=zz');
    expect(probed.records).toHaveLength(2);
    const [a, b] = page.records as (Oss & { id: string })[];
    expect(a).toMatchObject({ secretKey: '******', categoryName: 'minio', status: 1, statusName: '关闭' });
    // Saving the form as shown (mask included) keeps the stored secret and access key.
    expect(
      (await post('/api/blade-resource/oss/submit', { ...a, endpoint: 'http://10.0.0.1:9000' })).statusCode,
    ).toBe(200);

    await post(`/api/blade-resource/oss/enable?id=${a!.id}`);
    await post(`/api/blade-resource/oss/enable?id=${b!.id}`);
    const after = await get<Page<Oss & { id: string }>>('/api/blade-resource/oss/list');
    expect(after.records.map((r) => [r.ossCode, r.status])).toEqual([
      ['minio-a', 1],
      ['minio-b', 2],
    ]);
    const enabled = await get<Page<Oss>>('/api/blade-resource/oss/list?status_equal=2');
    expect(enabled.records.map((r) => r.ossCode)).toEqual(['minio-b']);
    const [stored] = await server.database.db.select().from(bladeOss).where(eq(bladeOss.ossCode, 'minio-a'));
    expect(stored?.secretKey).toBe('top-secret');
    expect(stored?.accessKey).toBe('ak');
  });

  it('shows only the last 4 characters of an access key, keeps it when sent back masked, and takes a new one', async () => {
    const key = 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE';
    const saved = await post('/api/blade-resource/oss/submit', { ...oss('keyed'), accessKey: key });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = (await get<Page<Oss & { id: string }>>('/api/blade-resource/oss/list?ossCode=keyed'))
      .records;
    expect(row?.accessKey).toBe('******MPLE');
    const detail = await get<Oss & { id: string }>(`/api/blade-resource/oss/detail?id=${row!.id}`);
    expect(detail.accessKey).toBe('******MPLE');
    // A short key shows none of itself; neither is a filter a caller could guess it by.
    expect((await get<Page<Oss>>('/api/blade-resource/oss/list?ossCode=minio-a')).records[0]?.accessKey).toBe(
      '******',
    );
    const probed = await get<Page<Oss>>('/api/blade-resource/oss/list?ossCode=keyed&accessKey_likeright=ZZZ');
    expect(probed.records).toHaveLength(1);

    expect((await post('/api/blade-resource/oss/submit', { ...detail, bucketName: 'b2' })).statusCode).toBe(
      200,
    );
    const storedKey = async () =>
      (await server.database.db.select().from(bladeOss).where(eq(bladeOss.ossCode, 'keyed')))[0]?.accessKey;
    expect(await storedKey()).toBe(key);
    expect(
      (await post('/api/blade-resource/oss/submit', { id: row!.id, accessKey: 'AKIDnewkey0001' })).statusCode,
    ).toBe(200);
    expect(await storedKey()).toBe('AKIDnewkey0001');
    // A new provider must carry a real key, not a mask copied from another.
    const copied = await post('/api/blade-resource/oss/submit', {
      ...oss('copied'),
      accessKey: '******MPLE',
    });
    expect(copied.statusCode).toBe(400);
    expect(copied.json().msg).toContain('accessKey');
  });

  it('rejects bad provider input and other tenants', async () => {
    const missing = await post('/api/blade-resource/oss/submit', { ...oss('x'), secretKey: '******' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('secretKey');
    // The code column is nullable, yet a provider without a code is refused as it always was.
    const noCode = await post('/api/blade-resource/oss/submit', { ...oss('x'), ossCode: '' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().msg).toContain('ossCode');
    const tooLong = await post('/api/blade-resource/oss/submit', { ...oss('x'), ossCode: 'c'.repeat(33) });
    expect(tooLong.statusCode).toBe(400);
    const badEnable = await post('/api/blade-resource/oss/enable?id=12345');
    expect(badEnable.statusCode).toBe(400);
    expect(badEnable.json().msg).toContain('不存在');
    const otherToken = await signInNewUser(server, { tenantId: '500001', roleAlias: 'admin' });
    expect((await get<Page<Oss>>('/api/blade-resource/oss/list', otherToken)).total).toBe(0);
    const [mine] = (await get<Page<Oss & { id: string }>>('/api/blade-resource/oss/list')).records;
    expect(
      (await post(`/api/blade-resource/oss/enable?id=${mine!.id}`, undefined, otherToken)).statusCode,
    ).toBe(400);
    expect((await server.app.inject('/api/blade-resource/oss/list')).statusCode).toBe(401);
  });
});

describe('uploads', () => {
  it('stores a file under a generated name, serves it, and records an attachment', async () => {
    // With no provider enabled (the ones above point nowhere), uploads stay on local disk.
    const providers = await get<Page<Oss & { id: string }>>('/api/blade-resource/oss/list');
    const ids = providers.records.map((r) => r.id).join(',');
    expect((await post(`/api/blade-resource/oss/remove?ids=${ids}`)).statusCode).toBe(200);
    const response = await upload('我的头像.png', TINY_PNG);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data as OssFile;
    expect(file.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(uploadedFiles()).toEqual([file.name]);
    expect(file).toMatchObject({
      originalName: '我的头像.png',
      link: `/api/blade-resource/oss/endpoint/file/${file.name}`,
    });
    // Served without a token (an <img> sends none).
    const served = await server.app.inject(file.link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const attach = await get<Page<Attach & { id: string }>>(
      '/api/blade-resource/attach/list?originalName=头像',
    );
    expect(attach.records[0]).toMatchObject({
      name: file.name,
      extension: 'png',
      attachSize: TINY_PNG.length,
      link: file.link,
    });
    expect((await post(`/api/blade-resource/attach/remove?ids=${attach.records[0]!.id}`)).statusCode).toBe(
      200,
    );
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses wrong types, fakes, empty and oversized files, and non-multipart posts with a 400', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['run.exe', 'MZ', '不支持的文件类型 .exe'],
      ['page.svg', '<svg/>', '不支持的文件类型 .svg'],
      ['fake.png', 'not a png', '与扩展名 .png 不符'],
      ['empty.txt', '', '文件内容为空'],
      ['big.txt', Buffer.alloc(65 * 1024, 97), '文件过大，最大允许 0.1 MB'],
      // Over the limit after a valid head: refused while it is already being written to disk.
      ['big.png', Buffer.concat([TINY_PNG, Buffer.alloc(65 * 1024)]), '文件过大，最大允许 0.1 MB'],
    ];
    const rows = await attachCount();
    for (const [name, content, message] of cases) {
      const response = await upload(name, content);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().msg, name).toContain(message);
      // Neither the file nor its temp file, nor an attachment row, is left behind.
      expect(uploadedFiles(), name).toEqual([]);
      expect(await attachCount(), name).toBe(rows);
    }
    // The body ends inside the file part (no closing boundary): refused, and no temp file stays.
    const cut = await putFile(server.app, token, 'cut.txt', 'x'.repeat(5000), { cutShort: true });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().msg).toContain('上传的内容不完整');
    expect(uploadedFiles()).toEqual([]);
    expect(await attachCount()).toBe(rows);
    const json = await post('/api/blade-resource/oss/endpoint/put-file', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toContain('multipart/form-data');
    const wrongField = multipartFile('a.txt', 'hi', { field: 'avatar' });
    const noFile = await authed(server.app, token, {
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      ...wrongField,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toContain('file');
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/blade-resource/oss/endpoint/put-file' }))
        .statusCode,
    ).toBe(401);
    for (const bad of ['../../etc/passwd', 'nope.png', '00000000-0000-0000-0000-000000000000.png']) {
      const response = await server.app.inject(
        `/api/blade-resource/oss/endpoint/file/${encodeURIComponent(bad)}`,
      );
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, success: false });
    }
  });
});

describe('SMS', () => {
  const sms = {
    smsCode: 'notify',
    templateId: 'SMS_100001',
    category: 3,
    accessKey: 'ak',
    secretKey: 'sms-secret',
    signName: '布雷德',
  };

  it('manages providers and, while none is enabled, keeps texts in the outbox', async () => {
    expect((await post('/api/blade-resource/sms/submit', sms)).statusCode).toBe(200);
    const [row] = (await get<Page<Sms & { id: string }>>('/api/blade-resource/sms/list')).records;
    expect(row).toMatchObject({ smsCode: 'notify', secretKey: '******', categoryName: 'ali' });
    const query = new URLSearchParams({ phones: '13800000000,13900000000', params: '{"code":"1234"}' });
    const sent = await post(`/api/blade-resource/sms/endpoint/send-message?${query}`);
    expect(sent.json()).toMatchObject({
      code: 200,
      success: true,
      data: {
        delivery: 'outbox',
        results: [{ phone: '13800000000', status: 'outbox' }, { status: 'outbox' }],
      },
    });
    const outbox = await server.database.db
      .select()
      .from(bladeSmsOutbox)
      .where(eq(bladeSmsOutbox.status, 'outbox'));
    expect(outbox.map((m) => m.phone).sort()).toEqual(['13800000000', '13900000000']);
    expect(outbox.find((m) => m.phone === '13800000000')?.params).toBe('{"code":"1234"}');
    // Enabling is what routes texts to the gateway (sms-gateways.test.ts).
    expect((await post(`/api/blade-resource/sms/enable?id=${row!.id}`)).statusCode).toBe(200);
  });

  it('rejects bad phones, params and unknown providers with a 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ code: 'notify', phones: '1380000' }, '手机号码长度不为11位'],
      [{ code: 'notify', phones: '23800000000' }, '手机号码格式不正确'],
      [{ code: 'notify', phones: ',' }, '手机号码不能为空'],
      [{ code: 'notify', phones: '13800000000', params: 'code=1' }, 'params'],
      [{ code: 'nobody', phones: '13800000000' }, '短信配置 nobody 不存在'],
      [{ code: 'notify' }, 'phones'],
    ];
    for (const [query, message] of cases) {
      const response = await post(
        `/api/blade-resource/sms/endpoint/send-message?${new URLSearchParams(query)}`,
      );
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().msg).toContain(message);
    }
    const userToken = await signInNewUser(server, { roleAlias: 'user' });
    expect((await authed(server.app, userToken, { url: '/api/blade-resource/sms/list' })).statusCode).toBe(
      401,
    );
  });
});

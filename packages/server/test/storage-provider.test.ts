import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Attach, OssFile, Page } from '@blade-console/blade-client/types';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bladeAttach } from '../src/db/schema';
import { authed, dataOf, startSignedIn, type TestServer, TINY_PNG } from './helpers';
import { LOCAL_FAKES_ALLOWED } from './support/local-fakes';
import { S3_FAKE_KEYS, type S3Fake, startS3Fake } from './support/s3-fake';
import { putFile } from './support/uploads';

let server: TestServer;
let token: string;
let s3: S3Fake;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Fake();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-storage-test-'));
  // A small upload limit so the size check is cheap to test.
  ({ server, token } = await startSignedIn({ uploadMaxBytes: 64 * 1024, dataDir, ...LOCAL_FAKES_ALLOWED }));
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const post = (url: string, payload?: Record<string, unknown>) =>
  authed(server.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) });

function upload(filename: string, content: Buffer | string, app = server.app) {
  return putFile(app, token, filename, content);
}

const provider = (code: string, more: Record<string, unknown> = {}) => ({
  ossCode: code,
  category: 1,
  endpoint: s3.url,
  accessKey: S3_FAKE_KEYS.accessKey,
  secretKey: S3_FAKE_KEYS.secretKey,
  bucketName: s3.bucket,
  ...more,
});

/** Saves a provider configuration and answers its id. */
async function addProvider(code: string, more: Record<string, unknown> = {}): Promise<string> {
  expect((await post('/api/blade-resource/oss/submit', provider(code, more))).statusCode).toBe(200);
  const page = await dataOf<Page<{ id: string; ossCode: string }>>(
    authed(server.app, token, { url: `/api/blade-resource/oss/list?ossCode=${code}` }),
  );
  return page.records.find((r) => r.ossCode === code)!.id;
}

async function enable(id: string) {
  expect((await post(`/api/blade-resource/oss/enable?id=${id}`)).statusCode).toBe(200);
}

async function attachCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(bladeAttach);
  return Number(row?.n ?? 0);
}

const localFiles = () =>
  existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')) : [];

describe('object storage providers', () => {
  it('keeps uploads on local disk while no provider is enabled', async () => {
    const response = await upload('local.png', TINY_PNG);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data as OssFile;
    expect(localFiles()).toContain(file.name);
    const [row] = await server.database.db.select().from(bladeAttach).where(eq(bladeAttach.name, file.name));
    expect(row).toMatchObject({
      provider: 'local',
      bucketName: null,
      objectKey: file.name,
      contentType: 'image/png',
    });
    expect((await server.app.inject(file.link)).rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('tests a connection by writing and deleting a probe, and says what is wrong when it cannot', async () => {
    const good = await post('/api/blade-resource/oss/test-connection', provider('probe'));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().msg).toContain(`空间 ${s3.bucket}`);
    expect(await s3.keys('blade-probe/')).toEqual([]);

    const cases: [Record<string, unknown>, number, string][] = [
      [{ endpoint: 'http://127.0.0.1:1' }, 500, '无法连接对象存储 http://127.0.0.1:1'],
      [{ accessKey: 'WRONG-KEY' }, 500, '拒绝了访问（InvalidAccessKeyId）'],
      [{ bucketName: 'no-such-bucket' }, 500, '没有空间 no-such-bucket'],
      [{ endpoint: 'ftp://example.com' }, 400, 'endpoint'],
      [{ secretKey: '******' }, 400, 'secretKey'],
    ];
    for (const [more, status, message] of cases) {
      const response = await post('/api/blade-resource/oss/test-connection', provider('probe', more));
      expect(response.statusCode, JSON.stringify(more)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code: status });
      expect(response.json().msg, JSON.stringify(more)).toContain(message);
    }
    // A saved row is tested with its stored secret (the form shows the mask).
    const id = await addProvider('saved-probe');
    const saved = await post('/api/blade-resource/oss/test-connection', { id, secretKey: '******' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('streams uploads into the enabled bucket, serves them with Range from any replica, and removes them', async () => {
    await enable(await addProvider('fake-s3'));
    const before = localFiles().length;
    const response = await upload('头像.png', TINY_PNG);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data as OssFile;
    const [row] = await server.database.db.select().from(bladeAttach).where(eq(bladeAttach.name, file.name));
    expect(row).toMatchObject({
      provider: 'fake-s3',
      bucketName: s3.bucket,
      attachSize: TINY_PNG.length,
      contentType: 'image/png',
      hash: createHash('sha256').update(TINY_PNG).digest('hex'),
    });
    expect(row!.objectKey).toMatch(new RegExp(`^upload/\\d{8}/${file.name}$`));
    expect((await s3.bytes(row!.objectKey!)).equals(TINY_PNG)).toBe(true);
    expect(localFiles()).toHaveLength(before);

    const whole = await server.app.inject(file.link);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(TINY_PNG)).toBe(true);
    const part = await server.app.inject({ url: file.link, headers: { range: 'bytes=1-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-4/${TINY_PNG.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('PNG\r');
    const tail = await server.app.inject({ url: file.link, headers: { range: 'bytes=-2' } });
    expect(tail.rawPayload.equals(TINY_PNG.subarray(-2))).toBe(true);
    const beyond = await server.app.inject({
      url: file.link,
      headers: { range: `bytes=${TINY_PNG.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    // Another server (its own disk) on the same database: each serves what the other stored.
    const replica = await server.replica({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'blade-replica-')) });
    try {
      expect((await replica.app.inject(file.link)).rawPayload.equals(TINY_PNG)).toBe(true);
      const fromReplica = (await upload('second.png', TINY_PNG, replica.app)).json().data as OssFile;
      expect((await server.app.inject(fromReplica.link)).rawPayload.equals(TINY_PNG)).toBe(true);
    } finally {
      await replica.close();
    }

    const attach = await dataOf<Page<Attach & { id: string }>>(
      authed(server.app, token, { url: `/api/blade-resource/attach/list?name=${file.name}` }),
    );
    expect((await post(`/api/blade-resource/attach/remove?ids=${attach.records[0]!.id}`)).statusCode).toBe(
      200,
    );
    expect(await s3.exists(row!.objectKey!)).toBe(false);
    expect((await server.app.inject(file.link)).statusCode).toBe(404);
  });

  it('refuses bad files and cut-off bodies with a 400, leaving no row and no object', async () => {
    const rows = await attachCount();
    const objects = (await s3.keys()).length;
    const cases: [string, Buffer | string, string][] = [
      ['big.txt', Buffer.alloc(65 * 1024, 97), '文件过大，最大允许 0.1 MB'],
      ['fake.png', 'not a png', '与扩展名 .png 不符'],
      [
        'program.txt',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0), Buffer.from('PE\0\0')]),
        '.txt 不符',
      ],
      ['photo.pdf', TINY_PNG, '内容是 .png 文件'],
      ['empty.txt', '', '文件内容为空'],
    ];
    for (const [name, content, message] of cases) {
      const response = await upload(name, content);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().msg, name).toContain(message);
    }
    // The body ends inside the file part (no closing boundary): the upload is incomplete.
    const cut = await putFile(server.app, token, 'cut.txt', 'x'.repeat(5000), { cutShort: true });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().msg).toContain('不完整');
    expect(await attachCount()).toBe(rows);
    expect((await s3.keys()).length).toBe(objects);
  });

  it('answers a provider that cannot take the file with an actionable 5xx, and keeps nothing', async () => {
    const rows = await attachCount();
    const local = localFiles().length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ endpoint: 'http://127.0.0.1:1' }, 500, '无法连接对象存储'],
      [{ accessKey: 'WRONG-KEY' }, 500, '请检查 accessKey、secretKey'],
      [{ bucketName: 'missing-bucket' }, 500, '没有空间 missing-bucket'],
    ];
    for (const [index, [more, status, message]] of cases.entries()) {
      await enable(await addProvider(`broken-${index}`, more));
      const response = await upload('a.png', TINY_PNG);
      expect(response.statusCode, JSON.stringify(more)).toBe(status);
      expect(response.json().msg).toContain(message);
      expect(response.body).not.toContain(S3_FAKE_KEYS.secretKey);
    }
    expect(await attachCount()).toBe(rows);
    expect(localFiles()).toHaveLength(local);
  });

  it('gives up on a provider that accepts the connection and never answers, in bounded time, keeping nothing', async () => {
    // A TCP server that takes every byte and never says a word: not refused, not reset, just silent.
    const sockets = new Set<net.Socket>();
    let received = 0;
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('data', (chunk) => {
        received += chunk.length;
      });
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    // The product waits 20 s of silence (docs/integrations.md); a replica on the same database and disk waits 0.5 s.
    const impatient = await server.replica({ s3ConnectTimeoutMs: 500, s3IdleTimeoutMs: 500 });
    try {
      await enable(await addProvider('silent', { endpoint }));
      const rows = await attachCount();
      const local = localFiles().length;
      const started = Date.now();
      const response = await upload('silent.png', TINY_PNG, impatient.app);
      const waited = Date.now() - started;
      expect(response.statusCode, response.body).toBe(500);
      expect(response.json()).toMatchObject({ success: false, code: 500 });
      expect(response.json().msg).toContain(`对象存储 ${endpoint} 在 0.5 秒内没有应答`);
      expect(received, 'the request reached the silent provider').toBeGreaterThan(0);
      // Two attempts of 0.5 s and the SDK's back-off between them; without the idle bound it never ends.
      expect(waited).toBeLessThan(5_000);
      expect(await attachCount()).toBe(rows);
      expect(localFiles()).toHaveLength(local);

      const probe = await authed(impatient.app, token, {
        method: 'POST',
        url: '/api/blade-resource/oss/test-connection',
        payload: provider('silent-probe', { endpoint }),
      });
      expect(probe.statusCode, probe.body).toBe(500);
      expect(probe.json().msg).toContain('没有应答');
    } finally {
      await impatient.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

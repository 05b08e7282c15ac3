import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../src/config';
import { nextId } from '../../src/db/ids';
import { bladeNews } from '../../src/db/schema';
import { authed, dataOf, multipartFile, signIn, startTestServer, type TestServer } from '../helpers';
import { LOCAL_FAKES_ALLOWED } from './local-fakes';
import { type FakeWechat, startWechatFake } from './wechat-fake';

export const APP_ID = 'wx1234567890abcdef';
export const APP_SECRET = 'never-log-this-secret-0123456789abcdef';

/** A small SVG like the site's demo covers (the account takes no SVG: the server renders it to PNG). */
export const COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 383"><rect width="900" height="383" fill="#00695c"/><circle cx="450" cy="190" r="120" fill="#ffb300"/></svg>';

export interface WechatTestBed {
  server: TestServer;
  fake: FakeWechat;
  token: string;
  /** Every line the server logged (pino JSON), at trace level. */
  logLines: string[];
  /** `POST /api/blade-news/news/syncWeixinPublic?id=`. */
  sync(id: string | bigint, as?: string): ReturnType<typeof authed>;
  /** A news row of tenant 000000 (published, with `cover`, unless told otherwise). */
  insertNews(values?: Record<string, unknown>): Promise<bigint>;
  /** The stored row. */
  newsRow(id: bigint): Promise<Record<string, unknown>>;
  /** Uploads a file through `put-file` and answers its link. */
  upload(filename: string, content: Buffer): Promise<string>;
  close(): Promise<void>;
}

/**
 * A signed-in test server whose WeChat account is a fake started here, with the site's static
 * pictures in a temporary `STATIC_DIR` (`/site/news/cover.svg`) and the logger captured.
 */
export async function startWechatTestBed(config: Partial<ServerConfig> = {}): Promise<WechatTestBed> {
  const fake = await startWechatFake({ appId: APP_ID, appSecret: APP_SECRET });
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'blade-wechat-static-'));
  mkdirSync(path.join(staticDir, 'site', 'news'), { recursive: true });
  writeFileSync(path.join(staticDir, 'site', 'news', 'cover.svg'), COVER_SVG);
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const server = await startTestServer(
    {
      wechatAppId: APP_ID,
      wechatAppSecret: APP_SECRET,
      wechatApiBase: fake.url,
      staticDir,
      ...LOCAL_FAKES_ALLOWED,
      ...config,
    },
    { logger: { level: 'trace', stream } },
  );
  const token = (await signIn(server.app)).access_token;
  const { db } = server.database;

  return {
    server,
    fake,
    token,
    logLines,
    sync: (id, as = token) =>
      authed(server.app, as, { method: 'POST', url: `/api/blade-news/news/syncWeixinPublic?id=${id}` }),
    async insertNews(values = {}) {
      const id = nextId();
      await db.insert(bladeNews).values({
        id,
        tenantId: '000000',
        lang: 'zh',
        category: 1,
        title: '测试新闻',
        cover: '/site/news/cover.svg',
        summary: '摘要',
        content: '<p>正文</p>',
        author: '新闻中心',
        publishStatus: 2,
        publishTime: new Date(),
        ...values,
      });
      return id;
    },
    async newsRow(id) {
      const [row] = (await db.select().from(bladeNews).where(eq(bladeNews.id!, id))) as Record<
        string,
        unknown
      >[];
      if (!row) throw new Error(`no news row ${id}`);
      return row;
    },
    async upload(filename, content) {
      const { payload, headers } = multipartFile(filename, content);
      const file = await dataOf<{ link: string }>(
        authed(server.app, token, {
          method: 'POST',
          url: '/api/blade-resource/oss/endpoint/put-file',
          payload,
          headers,
        }),
      );
      return file.link;
    },
    async close() {
      await server.close();
      await fake.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the WeChat official account API (api.weixin.qq.com) on this machine, for the
 * server tests and for Playwright (`wechat-fake-cli.ts`). It answers the calls the publisher makes
 * the way WeChat does (JSON with `errcode`/`errmsg` on failure, HTTP 200 either way), checks the
 * credentials and tokens like WeChat, records what it received, and can be told to fail.
 */

export interface FakeCredentials {
  appId: string;
  appSecret: string;
}

/** One request as the fake saw it; the access token is kept so tests can follow refreshes. */
export interface FakeCall {
  path: string;
  accessToken?: string;
  /** The `errcode` answered (0 for success). */
  errcode: number;
}

export interface FakeUpload {
  mediaId?: string;
  url: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface FakeArticle {
  title: string;
  author: string;
  digest: string;
  content: string;
  content_source_url: string;
  thumb_media_id: string;
}

export interface FakeDraft {
  mediaId: string;
  articles: FakeArticle[];
}

export interface FakePublish {
  publishId: string;
  mediaId: string;
}

export interface WechatFailure {
  errcode: number;
  errmsg: string;
}

export interface FakeWechat {
  /** `http://127.0.0.1:<port>`, to pass as WECHAT_API_BASE. */
  readonly url: string;
  readonly calls: FakeCall[];
  /** Permanent images (`material/add_material`): the covers. */
  readonly materials: FakeUpload[];
  /** Body images (`media/uploadimg`). */
  readonly bodyImages: FakeUpload[];
  readonly drafts: FakeDraft[];
  readonly published: FakePublish[];
  /** The calls made to `path` (e.g. `/cgi-bin/draft/add`). */
  callsTo(path: string): FakeCall[];
  /** The next call to `path` answers this failure (queued: one per call). */
  failNext(path: string, failure: WechatFailure): void;
  /** When the next call to `path` arrives, every token issued so far has expired (WeChat's 42001). */
  expireTokensBefore(path: string): void;
  /** Forgets everything received and scripted; issued tokens stay valid. */
  reset(): void;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; encoding=utf-8';
const TOKEN_LIFETIME_S = 7200;

function send(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': JSON_TYPE });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The multipart field `media` WeChat's upload calls take (parsed by undici, which Node ships). */
async function mediaOf(request: IncomingMessage, body: Buffer) {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return undefined;
  const form = await new Response(body, { headers: { 'content-type': type } })
    .formData()
    .catch(() => undefined);
  const media = form?.get('media');
  if (!media || typeof media === 'string') return undefined;
  return {
    filename: (media as File).name,
    contentType: media.type,
    bytes: Buffer.from(await media.arrayBuffer()),
  };
}

function jsonOf(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the fake on 127.0.0.1 (`port` 0: any free port). */
export async function startWechatFake(credentials: FakeCredentials, port = 0): Promise<FakeWechat> {
  const calls: FakeCall[] = [];
  const materials: FakeUpload[] = [];
  const bodyImages: FakeUpload[] = [];
  const drafts: FakeDraft[] = [];
  const published: FakePublish[] = [];
  const failures = new Map<string, WechatFailure[]>();
  const expireBefore = new Set<string>();
  const tokens = new Map<string, { expired: boolean }>();
  let serial = 0;
  const next = (prefix: string) => `${prefix}${String(++serial).padStart(6, '0')}`;

  const handlers: Record<string, (body: Buffer, request: IncomingMessage) => Promise<object> | object> = {
    '/cgi-bin/stable_token': (body) => {
      const form = jsonOf(body);
      if (form?.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' };
      if (form.appid !== credentials.appId) return { errcode: 40013, errmsg: 'invalid appid' };
      if (form.secret !== credentials.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      // Like WeChat's stable token: the same token while it is valid, a new one once it is not.
      const valid = [...tokens].find(([, state]) => !state.expired)?.[0];
      const token = valid ?? next('FAKE_ACCESS_TOKEN_');
      tokens.set(token, { expired: false });
      return { access_token: token, expires_in: TOKEN_LIFETIME_S };
    },
    '/cgi-bin/material/add_material': async (body, request) => {
      const media = await mediaOf(request, body);
      if (!media) return { errcode: 41005, errmsg: 'media data missing' };
      if (!/\.(jpe?g|png|gif|bmp)$/i.test(media.filename))
        return { errcode: 40005, errmsg: 'invalid file type' };
      const upload = { ...media, mediaId: next('FAKE_THUMB_'), url: `http://mmbiz.qpic.cn/fake/${serial}` };
      materials.push(upload);
      return { media_id: upload.mediaId, url: upload.url };
    },
    '/cgi-bin/media/uploadimg': async (body, request) => {
      const media = await mediaOf(request, body);
      if (!media) return { errcode: 41005, errmsg: 'media data missing' };
      if (!/\.(jpe?g|png)$/i.test(media.filename)) return { errcode: 40005, errmsg: 'invalid file type' };
      const upload = { ...media, url: `http://mmbiz.qpic.cn/fake/body-${next('')}.png` };
      bodyImages.push(upload);
      return { url: upload.url };
    },
    '/cgi-bin/draft/add': (body) => {
      const articles = jsonOf(body)?.articles;
      if (!Array.isArray(articles) || articles.length === 0)
        return { errcode: 44003, errmsg: 'empty news data' };
      for (const article of articles as FakeArticle[]) {
        if (!materials.some((m) => m.mediaId === article.thumb_media_id)) {
          return { errcode: 40007, errmsg: 'invalid media_id' };
        }
      }
      const draft = { mediaId: next('FAKE_DRAFT_'), articles: articles as FakeArticle[] };
      drafts.push(draft);
      return { media_id: draft.mediaId };
    },
    '/cgi-bin/freepublish/submit': (body) => {
      const mediaId = jsonOf(body)?.media_id;
      if (!drafts.some((d) => d.mediaId === mediaId)) return { errcode: 40007, errmsg: 'invalid media_id' };
      const publish = { publishId: next('10000'), mediaId: String(mediaId) };
      published.push(publish);
      return { errcode: 0, errmsg: 'ok', publish_id: publish.publishId, msg_data_id: next('') };
    },
  };

  /** `GET /__fake/articles`: what was published, for Playwright (the tests read the fields above). */
  const inspect = () =>
    published.map(({ publishId, mediaId }) => {
      const draft = drafts.find((d) => d.mediaId === mediaId);
      return {
        publishId,
        mediaId,
        articles: (draft?.articles ?? []).map((article) => {
          const cover = materials.find((m) => m.mediaId === article.thumb_media_id);
          return { ...article, cover: cover && { filename: cover.filename, bytes: cover.bytes.length } };
        }),
      };
    });

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    void (async () => {
      const body = await bodyOf(request);
      if (url.pathname === '/__fake/articles' && request.method === 'GET') return send(response, inspect());
      if (url.pathname === '/__fake/fail-next' && request.method === 'POST') {
        const { path = '', errcode = -1, errmsg = 'system error' } = jsonOf(body) ?? {};
        fake.failNext(String(path), { errcode: Number(errcode), errmsg: String(errmsg) });
        return send(response, { ok: true });
      }
      const handler = handlers[url.pathname];
      if (!handler || request.method !== 'POST') {
        return send(response, { errcode: 404, errmsg: `fake: no ${request.method} ${url.pathname}` }, 404);
      }
      const accessToken = url.searchParams.get('access_token') ?? undefined;
      const record = (answer: object) => {
        calls.push({
          path: url.pathname,
          accessToken,
          errcode: Number((answer as WechatFailure).errcode ?? 0),
        });
        send(response, answer);
      };
      if (url.pathname !== '/cgi-bin/stable_token') {
        if (expireBefore.delete(url.pathname)) for (const state of tokens.values()) state.expired = true;
        const state = accessToken ? tokens.get(accessToken) : undefined;
        if (!state) return record({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
        if (state.expired) return record({ errcode: 42001, errmsg: 'access_token expired' });
      }
      const failure = failures.get(url.pathname)?.shift();
      if (failure) return record(failure);
      record(await handler(body, request));
    })().catch((error: unknown) => send(response, { errcode: -1, errmsg: String(error) }, 500));
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  const fake: FakeWechat = {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    materials,
    bodyImages,
    drafts,
    published,
    callsTo: (path) => calls.filter((call) => call.path === path),
    failNext(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure]);
    },
    expireTokensBefore(path) {
      expireBefore.add(path);
    },
    reset() {
      for (const list of [calls, materials, bodyImages, drafts, published]) list.length = 0;
      failures.clear();
      expireBefore.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}

import type { BladeClient, BladeDialect } from '@blade-console/blade-client';
import { paramResource } from '@blade-console/blade-schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// Not public API: the calls the SDK's own coverage test walks, each with realistic arguments.
import { BLADEX4_CALLS, DEFINITION_CALLS, SPEC_CALLS } from '../../blade-client/src/spec-calls';
import { BASIC_SABER, requestToken, signIn, startTestServer, type TestServer } from './helpers';
import { answersEventStream } from './support/fuzz';
import { listenLocally, signedInSdk } from './support/sdk-client';

/**
 * Issue 39: a reader of English never meets Chinese in what the server writes for a person. Every
 * route of the API (its OpenAPI description) is called in English without a token, then as the
 * administrator with wrong input; every SDK call is made in English as the console makes it. The
 * words the server wrote (`msg`, the token endpoint's `error_description`, a nested `data.msg`) may
 * hold no Han character. Data (seeded Chinese names) is not the server's words and is not checked.
 */
// The two walks make several hundred calls each: minutes on a loaded two-core machine, not seconds.
vi.setConfig({ testTimeout: 600_000 });

const HAN = /\p{Script=Han}/u;
const EN = { 'accept-language': 'en-US,en;q=0.9' };

let server: TestServer;
let baseUrl: string;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await listenLocally(server);
  adminToken = (await signIn(server.app)).access_token;
});
afterAll(async () => {
  await server?.close();
});

/** The server's own words in an answer: the envelope's message, OAuth's description, 4.x's nested one. */
function wordsOf(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const answer = parsed as { msg?: unknown; error_description?: unknown; data?: { msg?: unknown } | null };
  return [answer.msg, answer.error_description, answer.data?.msg].filter(
    (text): text is string => typeof text === 'string',
  );
}

/** `METHOD path: words` for every Chinese sentence in an answer. */
function chineseIn(label: string, response: { body: string }): string[] {
  return wordsOf(response.body)
    .filter((text) => HAN.test(text))
    .map((text) => `${label}: ${text}`);
}

/** Every route of the API with the methods it answers (the OpenAPI description the docs show). */
function apiRoutes(): { method: string; url: string }[] {
  const paths = (server.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => method !== 'head' && !answersEventStream(operation))
        .map(([method]) => method)
        .map((method) => ({
          method: method.toUpperCase(),
          // Path parameters get a value no route accepts as an id or a name it knows.
          url: path.replace(/\{[^}]+\}/g, 'not-a-key'),
        })),
    );
}

/** Calls that end or replace the session the walk signs in with. */
const endsSession = (url: string) => /\/(logout|oauth\/token|token|refresh)(\?|$)/.test(url);

describe('the server in English (issue 39)', () => {
  it('walks over a hundred routes', () => {
    expect(apiRoutes().length).toBeGreaterThan(150);
  });

  it('answers every route without a token, and with wrong input as the administrator, with no Chinese', async () => {
    const found: string[] = [];
    const wrongQuery = 'id=not-an-id&ids=x,y&current=-1&size=abc&ascs=nope&parentId=x&code=%00';
    for (const { method, url } of apiRoutes()) {
      const label = `${method} ${url}`;
      const send = (headers: Record<string, string>, withInput: boolean): Promise<LightMyRequestResponse> =>
        server.app.inject({
          method: method as 'GET',
          url: withInput ? `${url}?${wrongQuery}` : url,
          headers: { authorization: BASIC_SABER, ...EN, ...headers },
          ...(withInput && method !== 'GET' && method !== 'DELETE'
            ? { payload: { id: 'not-an-id', ids: 'x', sort: 'first', status: 'on', name: 'x'.repeat(3000) } }
            : {}),
        });
      found.push(...chineseIn(`${label} (no token)`, await send({}, false)));
      if (endsSession(url)) continue;
      found.push(
        ...chineseIn(`${label} (wrong input)`, await send({ 'blade-auth': `bearer ${adminToken}` }, true)),
      );
      found.push(
        ...chineseIn(`${label} (empty)`, await send({ 'blade-auth': `bearer ${adminToken}` }, false)),
      );
    }
    expect(found).toEqual([]);
  });

  /** The real SDK, asking for English, signed in as the administrator over the dialect's own wire. */
  async function englishClient(
    dialect: BladeDialect = 'spec',
  ): Promise<{ client: BladeClient; bodies: string[] }> {
    const bodies: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(new Request(input, init));
      bodies.push(
        `${new Request(input, init).method} ${new URL(response.url).pathname} ${await response.clone().text()}`,
      );
      return response;
    };
    const client = await signedInSdk({ origin: baseUrl, fetch: recording, dialect, language: 'en' });
    return { client, bodies };
  }

  it('says every answer to the SDK in English, successes and refusals', async () => {
    const found: string[] = [];
    for (const [calls, dialect] of [
      [[...SPEC_CALLS, ...DEFINITION_CALLS], 'spec'],
      [BLADEX4_CALLS, '4x'],
    ] as const) {
      // Session calls last, each on a session of its own, so the others keep theirs.
      const ordered = [...calls].sort(([a], [b]) => Number(endsSession(a)) - Number(endsSession(b)));
      let shared = await englishClient(dialect);
      for (const [route, call] of ordered) {
        if (endsSession(route)) shared = await englishClient(dialect);
        shared.bodies.length = 0;
        await call(shared.client).catch(() => undefined);
        for (const exchange of shared.bodies) {
          const [method, path, ...rest] = exchange.split(' ');
          found.push(...chineseIn(`${route} → ${method} ${path}`, { body: rest.join(' ') }));
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('refuses a wrong password in English', async () => {
    const refused = await requestToken(server.app, { password: 'wrong', headers: EN });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).not.toMatch(HAN);
    expect(refused.json().error_description).toMatch(/password/i);
  });

  it('names the field by its English label', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers: { ...EN, 'blade-auth': `bearer ${adminToken}`, authorization: BASIC_SABER },
      payload: {},
    });
    expect(answer.statusCode).toBe(400);
    // The definition's English label, said by the field rules' English sentence.
    expect(answer.json().msg).toBe(`${paramResource.fields.paramName.en} is required`);
  });

  it('says the flow, website and excel areas in exact English', async () => {
    const admin = { ...EN, 'blade-auth': `bearer ${adminToken}`, authorization: BASIC_SABER };
    const mail = await server.app.inject({
      method: 'POST',
      url: '/api/sendMail',
      headers: admin,
      payload: { to: 'someone@example.com', subject: 'Hello', content: 'A line of text' },
    });
    expect(mail.json().msg).toBe('The e-mail was saved to the outbox and is waiting to be sent');

    const view = await server.app.inject({
      method: 'GET',
      url: '/api/blade-flow/process/model-view',
      headers: admin,
    });
    expect(view.json().msg).toBe('Give a processInstanceId or a processDefinitionId');

    const article = await server.app.inject({
      method: 'GET',
      url: '/api/blade-website/public/news/detail?id=999999999',
      headers: EN,
    });
    expect(article.json().msg).toBe('The article does not exist or is not published');

    const boundary = 'english-answers';
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/blade-system/region/import-region?isCovered=0',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="regions.xls"',
        'Content-Type: application/vnd.ms-excel',
        '',
        'not a workbook',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().msg).toBe(
      'The file cannot be read: upload an Excel file in .xlsx format (save an .xls as .xlsx in Excel first)',
    );
  });
});

describe('Chinese stays the default (issue 39)', () => {
  const cases: [string, Record<string, string>][] = [
    ['no Accept-Language', {}],
    ['a language we do not speak', { 'accept-language': 'fr-FR,de;q=0.8' }],
    ['Chinese first', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }],
    ['any language', { 'accept-language': '*' }],
  ];

  /** The `msg` of a GET of `url` sent with `headers`, as the administrator when `signedIn`. */
  async function msgOf(url: string, headers: Record<string, string>, signedIn = false) {
    const auth = signedIn ? { 'blade-auth': `bearer ${adminToken}` } : {};
    return (await server.app.inject({ method: 'GET', url, headers: { ...headers, ...auth } })).json().msg;
  }

  it.each(cases)('answers in Chinese with %s', async (_, headers) => {
    expect(await msgOf('/api/no/such/route', headers)).toBe('请求的资源不存在: GET /api/no/such/route');
    expect(await msgOf('/api/blade-system/param/list', headers)).toBe('请求未授权，缺失或无效的令牌');
    expect(await msgOf('/api/blade-system/param/list', headers, true)).toBe('操作成功');
  });

  it('answers the same failures in English when asked', async () => {
    expect(await msgOf('/api/no/such/route', EN)).toBe('Nothing is found at GET /api/no/such/route');
    expect(await msgOf('/api/blade-system/param/list', EN, true)).toBe('Done');
  });
});

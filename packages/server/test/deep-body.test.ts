import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../src/auth/jwt';
import { bladeLogApi, bladeParam } from '../src/db/schema';
import { MSG } from '../src/http/envelope';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from '../src/http/json-depth';
import { sayZh } from '../src/i18n';
import { TOO_DEEP } from '../src/logs/mask';
import type { ApiLogRow, LogRecorder } from '../src/logs/recorder';
import { registerRequestLogging, requestParams } from '../src/logs/request-log';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Issue 17 point 4: a JSON body nested 20,000 levels deep overflowed the stack of the API log's
 * JSON.stringify after the handler had written, so the write left no log row. Such bodies are now
 * refused before any handler runs, and building a log row cannot throw.
 */
const signedIn = signedInServerForFile();

/** `{"a":{"a":…{"a":1}…}}`, `levels` objects deep, as text (nothing here recurses to build it). */
function nestedJson(levels: number): string {
  return `${'{"a":'.repeat(levels - 1)}{"a":1}${'}'.repeat(levels - 1)}`;
}

/** The same as a value, built without recursion. */
function nestedValue(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 1 };
  for (let i = 1; i < levels; i++) value = { a: value };
  return value;
}

function submitParam(paramKey: string, junk: string) {
  return authed(signedIn.server.app, signedIn.token, {
    method: 'POST',
    url: '/api/blade-system/param/submit',
    headers: { 'content-type': 'application/json', 'user-agent': `deep-body/${paramKey}` },
    // The submit schema lets unknown fields through: the handler would write and ignore `junk`.
    payload: `{"paramName":"deep","paramKey":"${paramKey}","paramValue":"v","junk":${junk}}`,
  });
}

async function paramRow(paramKey: string) {
  const [row] = await signedIn.server.database.db
    .select()
    .from(bladeParam)
    .where(eq(bladeParam.paramKey, paramKey));
  return row;
}

async function logRowsOf(userAgent: string) {
  await signedIn.server.app.bladeLogs.flush();
  return signedIn.server.database.db.select().from(bladeLogApi).where(eq(bladeLogApi.userAgent, userAgent));
}

describe('a JSON body nested far too deep', () => {
  it('is refused with 400 in the envelope before the handler writes, and the refusal is logged', async () => {
    const answer = await submitParam('deep.refused', nestedJson(20_000));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, success: false, data: null, msg: sayZh(TOO_DEEP_MESSAGE) });
    expect(await paramRow('deep.refused')).toBeUndefined();
    const [row] = await logRowsOf('deep-body/deep.refused');
    expect(row).toMatchObject({ requestUri: '/api/blade-system/param/submit', type: '2' });
  });

  it('is accepted up to the limit, and logged with its deep part cut off', async () => {
    // The junk field sits one level below the body itself.
    const answer = await submitParam('deep.accepted', nestedJson(MAX_JSON_DEPTH - 1));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().msg).toBe(sayZh(MSG.ok));
    expect(await paramRow('deep.accepted')).toBeDefined();
    const [row] = await logRowsOf('deep-body/deep.accepted');
    expect(row?.params).toContain(TOO_DEEP);
    expect(JSON.parse(row!.params!).body.paramKey).toBe('deep.accepted');
  });

  it('one level deeper is refused', async () => {
    const answer = await submitParam('deep.over', nestedJson(MAX_JSON_DEPTH));
    expect(answer.json().msg).toBe(sayZh(TOO_DEEP_MESSAGE));
    expect(await paramRow('deep.over')).toBeUndefined();
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[{"a":[1]}]]', 4)).toBe(false);
    expect(nestsDeeperThan('[[{"a":[[1]]}]]', 4)).toBe(true);
    expect(nestsDeeperThan(`{"text":"${'[{'.repeat(100)}"}`, 1)).toBe(false);
    // An escaped quote does not end the string.
    expect(nestsDeeperThan(`{"text":"\\"${'['.repeat(10)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(nestedJson(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('building an API log row', () => {
  it('never throws, however deep the parsed body', () => {
    const request = { query: {}, body: nestedValue(20_000), headers: {} } as unknown as FastifyRequest;
    const params = requestParams(request);
    expect(params).toContain(TOO_DEEP);
  });

  it('still records the call, bare, when the full row cannot be built', async () => {
    const rows: Partial<ApiLogRow>[] = [];
    let failures = 1;
    const recorder = {
      recordApi(row: Partial<ApiLogRow>) {
        if (failures-- > 0) throw new Error('row refused');
        rows.push(row);
      },
    } as unknown as LogRecorder;
    const app = Fastify({ logger: false });
    // A signed-in caller: anonymous calls are only counted, never stored.
    app.addHook('onRequest', async (request) => {
      request.user = { account: 'admin', tenant_id: '000000' } as AccessClaims;
    });
    registerRequestLogging(app, recorder);
    app.post('/api/thing', async () => ({ ok: true }));
    const answer = await app.inject({ method: 'POST', url: '/api/thing?password=x', payload: { a: 1 } });
    expect(answer.statusCode).toBe(200);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'POST',
        requestUri: '/api/thing',
        type: '1',
        params: JSON.stringify({ unlogged: 'Error: row refused' }),
      }),
    ]);
    await app.close();
  });
});

describe('a JSON body with a prototype key', () => {
  it('is refused before any handler, naming the keys, where broken JSON is called broken', async () => {
    for (const junk of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const response = await submitParam('proto-key', junk);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        success: false,
        msg: '请求体不能包含 __proto__ 或 constructor.prototype 键',
      });
    }
    expect(await paramRow('proto-key')).toBeUndefined();
    const broken = await submitParam('proto-key', '{"a":');
    expect(broken.json().msg).toBe('请求体不是有效的 JSON');
  });
});

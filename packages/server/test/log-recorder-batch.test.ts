import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/connection';
import * as schema from '../src/db/schema';
import { bladeLogApi, bladeLogError } from '../src/db/schema';
import { BATCH_CHARS } from '../src/logs/pending-rows';
import { LogRecorder } from '../src/logs/recorder';

const client = new PGlite();
const statements: { query: string; params: unknown[] }[] = [];
let db: Db;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  await (await openDatabase({ pglite: client })).migrate();
  db = drizzle({
    client,
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  }) as never;
});
afterAll(() => client.close());

describe('the log recorder writing a batch', () => {
  it("sends batches of at most BATCH_CHARS characters, each one statement: the rows one parameter, the server's columns once", async () => {
    const recorder = new LogRecorder(db, log);
    for (let i = 0; i < 500; i++)
      recorder.recordApi({
        tenantId: '000000',
        method: 'GET',
        requestUri: `/api/x/${i}`,
        title: '参数列表',
        type: '1',
        time: '1',
      });
    statements.length = 0;
    await recorder.close();
    const inserts = statements.filter((s) => s.query.startsWith('insert'));
    // ~150 characters a row: more than one batch, and none over the budget (a larger one would be
    // allocated where young-generation collections cannot free it; pending-rows.ts).
    expect(inserts.length).toBeGreaterThan(1);
    let sent = 0;
    for (const insert of inserts) {
      const params = [...insert.params];
      const rows = String(params.pop());
      expect(rows.length).toBeLessThanOrEqual(BATCH_CHARS + 1);
      sent += JSON.parse(rows).length;
      // service id, host, address and environment: once for the batch, not in each row.
      expect(params).toHaveLength(4);
      expect(rows).not.toContain('blade-server');
    }
    expect(sent).toBe(500);
    const stored = await db
      .select({ uri: bladeLogApi.requestUri, service: bladeLogApi.serviceId })
      .from(bladeLogApi);
    expect(stored).toHaveLength(500);
    expect(new Set(stored.map((row) => row.uri)).size).toBe(500);
    expect(new Set(stored.map((row) => row.service))).toEqual(new Set(['blade-server']));
    expect(warnings).toEqual([]);
  });

  it('writes a full batch at once, not when the timer next fires', async () => {
    const recorder = new LogRecorder(db, log);
    statements.length = 0;
    const long = 'x'.repeat(1000);
    for (let i = 0; i < Math.ceil(BATCH_CHARS / 1000); i++)
      recorder.recordApi({ method: 'GET', requestUri: `/api/full/${i}`, params: long, type: '1', time: '1' });
    const inserts = () => statements.filter((s) => s.query.startsWith('insert')).length;
    // The timer writes once a second: well before it, the full batch is stored, in one statement;
    // the rows after it wait for the next batch or the timer.
    await expect.poll(inserts, { timeout: 500, interval: 20 }).toBe(1);
    expect(recorder.pending).toBeGreaterThan(0);
    await recorder.close();
    expect(recorder.pending).toBe(0);
    expect(inserts()).toBe(2);
  });

  it('stores every value as given: ids, times to the millisecond, nulls, numbers, any text', async () => {
    const recorder = new LogRecorder(db, log);
    const createTime = new Date('2026-11-27T03:04:05.678Z');
    const text = `quote ' double " back \\ slash\nnew line, 中文, emoji 🚀, {"json": [1]}`;
    recorder.recordError({ tenantId: '000001', message: text, lineNumber: 42, fileName: null, createTime });
    // Fewer keys: the columns it leaves out get their defaults (tenant 000000), as with Drizzle.
    recorder.recordError({ message: 'bare' } as never);
    await recorder.close();
    const rows = await db.select().from(bladeLogError).orderBy(asc(bladeLogError.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      tenantId: '000001',
      message: text,
      lineNumber: 42,
      fileName: null,
      createTime,
    });
    expect(typeof rows[0]?.id).toBe('bigint');
    expect(rows[0]?.serverHost).toBeTruthy();
    expect(rows[1]).toMatchObject({ tenantId: '000000', message: 'bare', lineNumber: null });
    expect(warnings).toEqual([]);
  });

  it('drops a row that cannot be written down and says so, never throwing at the caller', async () => {
    const recorder = new LogRecorder(db, log);
    warnings.length = 0;
    expect(() =>
      recorder.recordError({ message: 'bad time', createTime: new Date(Number.NaN) }),
    ).not.toThrow();
    recorder.recordError({ message: 'kept' });
    await recorder.close();
    expect(warnings).toHaveLength(1);
    const messages = (await db.select({ message: bladeLogError.message }).from(bladeLogError)).map(
      (r) => r.message,
    );
    expect(messages).toContain('kept');
    expect(messages).not.toContain('bad time');
  });
});

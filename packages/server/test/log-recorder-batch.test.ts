import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/connection';
import * as schema from '../src/db/schema';
import { bladeLogApi, bladeLogError } from '../src/db/schema';
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
  it("sends a batch of 500 API rows as one statement: the rows one parameter, the server's columns once", async () => {
    const recorder = new LogRecorder(db, log);
    for (let i = 0; i < 500; i++)
      recorder.recordApi({
        tenantId: '000000',
        method: 'GET',
        requestUri: `/api/x/${i}`,
        type: '1',
        time: '1',
      });
    statements.length = 0;
    await recorder.close();
    const inserts = statements.filter((s) => s.query.startsWith('insert'));
    expect(inserts).toHaveLength(1);
    const params = [...(inserts[0]?.params ?? [])];
    const rows = params.pop();
    const server = params;
    expect(JSON.parse(String(rows))).toHaveLength(500);
    // service id, host, address and environment: once for the batch, not in each row.
    expect(server).toHaveLength(4);
    expect(String(rows)).not.toContain('blade-server');
    const stored = await db
      .select({ uri: bladeLogApi.requestUri, service: bladeLogApi.serviceId })
      .from(bladeLogApi);
    expect(stored).toHaveLength(500);
    expect(new Set(stored.map((row) => row.service))).toEqual(new Set(['blade-server']));
    expect(warnings).toEqual([]);
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

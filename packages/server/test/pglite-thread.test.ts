import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DbOrTx, openDatabase } from '../src/db/connection';
import { PreparedStatements } from '../src/db/pglite-statements';

const item = pgTable('thread_item', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  name: text('name').unique(),
  at: timestamp('at', { mode: 'string' }),
});

const count = async (db: DbOrTx) =>
  Number(
    ((await db.execute(sql`select count(*) as n from thread_item`)) as unknown as { rows: { n: number }[] })
      .rows[0]?.n,
  );

describe('the embedded PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: {} });
    await database.db.execute(
      sql`create table thread_item (id bigint primary key, name text unique, at timestamp)`,
    );
  });
  afterAll(() => database.close());

  it('answers as PGlite in this thread would: bigints, nulls, timestamps as Drizzle reads them', async () => {
    const id = 9_007_199_254_740_993n; // beyond a double's integers
    await database.db.insert(item).values({ id, name: null, at: '2026-01-02 03:04:05.678' });
    const rows = await database.db.select().from(item).where(sql`${item.id} = ${id}`);
    expect(rows).toEqual([{ id, name: null, at: '2026-01-02 03:04:05.678' }]);
  });

  it("keeps a database error's SQLSTATE (the error handler answers 23505 as 数据已存在)", async () => {
    await database.db.insert(item).values({ id: 1n, name: 'same' });
    const error = await database.db
      .insert(item)
      .values({ id: 2n, name: 'same' })
      .catch((e: unknown) => e);
    expect((error as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({
      code: '23505',
      constraint: 'thread_item_name_key',
    });
  });

  it('holds statements from outside an open transaction until it ends, as PGlite has one connection', async () => {
    const before = await count(database.db);
    let firstInserted!: () => void;
    const begun = new Promise<void>((resolve) => {
      firstInserted = resolve;
    });
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(item).values({ id: 10n });
      firstInserted();
      await finishing;
      await tx.insert(item).values({ id: 11n });
    });
    await begun;
    let outsideAnswered = false;
    const outside = count(database.db).then((n) => {
      outsideAnswered = true;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsideAnswered).toBe(false);
    finish();
    await transaction;
    // Neither inside the transaction (it would see one row) nor before it.
    expect(await outside).toBe(before + 2);
  });

  it('rolls back when the callback throws and when it rolls back itself', async () => {
    const before = await count(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(item).values({ id: 20n });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await database.db
      .transaction(async (tx) => {
        await tx.insert(item).values({ id: 21n });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await count(database.db)).toBe(before);
  });

  it('keeps a query prepared once, and drops what it kept when the schema changes', async () => {
    const kept = async () =>
      Number(
        (
          (await database.db.execute(
            sql`select count(*) as n from pg_prepared_statements where statement like 'select * from thread_item%'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      );
    const everything = async () =>
      (
        (await database.db.execute(sql`select * from thread_item where id = ${1n}`)) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows[0];
    for (let i = 0; i < 3; i++) await everything();
    expect(await kept()).toBe(1);
    await database.db.execute(sql`alter table thread_item add column extra text default 'x'`);
    expect(await kept()).toBe(0);
    // Kept across the change, the statement would fail: "cached plan must not change result type".
    expect(await everything()).toMatchObject({ id: 1, extra: 'x' });
  });
});

describe('the prepared statements PGlite keeps', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec('create table t (id int)');
  });
  afterAll(() => pg.close());

  it('closes the least recently used beyond the limit', async () => {
    const statements = new PreparedStatements(pg, 2);
    for (const text of ['select 1 from t', 'select 2 from t', 'select 1 from t', 'select 3 from t']) {
      await statements.query(text, [], {});
    }
    const { rows } = await pg.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    expect(rows.map((row) => row.statement)).toEqual(['select 1 from t', 'select 3 from t']);
  });
});

describe('PGlite on a data directory (the default), in its worker thread', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-pglite-thread-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written across a restart', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await openDatabase({ dataDir });
    const { rows } = (await second.db.execute(sql`select v from kept`)) as unknown as {
      rows: { v: string }[];
    };
    await second.close();
    expect(rows).toEqual([{ v: 'still here' }]);
  });
});

describe('the worker run from source, as `pnpm dev` runs it (tsx)', () => {
  it('starts and answers without a prebuilt worker', async () => {
    // The tests' own servers use a worker built once (test/support/pglite-worker-bundle.ts).
    const prebuilt = process.env.PGLITE_WORKER_BUNDLE;
    expect(prebuilt).toBeTruthy();
    delete process.env.PGLITE_WORKER_BUNDLE;
    try {
      const database = await openDatabase({ memory: {} });
      const { rows } = (await database.db.execute(sql`select 40 + 2 as answer`)) as unknown as {
        rows: { answer: number }[];
      };
      await database.close();
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      process.env.PGLITE_WORKER_BUNDLE = prebuilt;
    }
  });
});

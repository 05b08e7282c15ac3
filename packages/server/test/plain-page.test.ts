import { PGlite } from '@electric-sql/pglite';
import { bigint, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessClaims } from '../src/auth/jwt';
import { CrudModel } from '../src/crud/model';
import type { Db } from '../src/db/connection';

const note = pgTable('plain_page_note', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull(),
  title: text('title').notNull(),
  isDeleted: integer('is_deleted').notNull().default(0),
});

const client = new PGlite();
const db = drizzle({ client }) as unknown as Db;
const model = new CrudModel({
  table: note,
  label: { zh: '便签', en: 'Note' },
  fields: {},
  filters: ['title'],
  sortable: ['title'],
});
const caller = (tenant: string) => ({ tenant_id: tenant, role_id: '', role_name: 'admin' }) as AccessClaims;
const titles = (page: { records: Record<string, unknown>[] }) => page.records.map((r) => r.title);

beforeAll(async () => {
  await client.exec(`create table plain_page_note (id bigint primary key, tenant_id varchar(12) not null,
    title text not null, is_deleted integer not null default 0)`);
  await client.exec(`insert into plain_page_note values (1, 'a', 'a1', 0), (2, 'a', 'a2', 0), (3, 'a', 'gone', 1),
    (4, 'b', 'b1', 0), (5, 'a', 'a3', 0)`);
});
afterAll(() => client.close());

describe('the plain page of a list (no filter, no order chosen)', () => {
  it("answers each tenant's live rows and window from one statement built once", async () => {
    const select = vi.spyOn(db, 'select');
    expect(await model.list(db, caller('a'), { current: 1, size: 2 })).toMatchObject({
      total: 3,
      pages: 2,
      records: [{ title: 'a1' }, { title: 'a2' }],
    });
    expect(titles(await model.list(db, caller('a'), { current: 2, size: 2 }))).toEqual(['a3']);
    expect(titles(await model.list(db, caller('b'), { current: 1, size: 10 }))).toEqual(['b1']);
    // Built by the first call only; the later ones run the prepared statement.
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
  });

  it("builds the list's conditions only when a page past the end needs its own count", async () => {
    await model.list(db, caller('a'), {});
    const visible = vi.spyOn(model, 'visible');
    await model.list(db, caller('a'), { current: 1, size: 2 });
    expect(visible).not.toHaveBeenCalled();
    expect(await model.list(db, caller('a'), { current: 5, size: 2 })).toMatchObject({ total: 3 });
    expect(visible).toHaveBeenCalledTimes(1);
    visible.mockRestore();
  });

  it('still counts a page past the end, and filtered or ordered lists build their own query', async () => {
    expect(await model.list(db, caller('a'), { current: 5, size: 2 })).toMatchObject({
      total: 3,
      records: [],
    });
    expect(titles(await model.list(db, caller('a'), { title: '2' }))).toEqual(['a2']);
    expect(titles(await model.list(db, caller('a'), { descs: 'title' }))).toEqual(['a3', 'a2', 'a1']);
  });

  it('runs inside a transaction on the transaction (it sees the rows written there)', async () => {
    await db
      .transaction(async (tx) => {
        await tx.insert(note).values({ id: 6n, tenantId: 'b', title: 'b2' });
        expect(titles(await model.list(tx, caller('b'), {}))).toEqual(['b1', 'b2']);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(titles(await model.list(db, caller('b'), {}))).toEqual(['b1']);
  });
});

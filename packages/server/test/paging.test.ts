import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectPage } from '../src/crud/paging';

const item = pgTable('paging_item', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  name: text('name'),
});

const client = new PGlite();
const statements: string[] = [];
const db = drizzle({ client, logger: { logQuery: (query) => statements.push(query) } });

beforeAll(async () => {
  await client.exec('create table paging_item (id bigint primary key, name text)');
  const values = Array.from({ length: 12 }, (_, i) => `(${i + 1}, 'item ${i + 1}')`).join(', ');
  await client.exec(`insert into paging_item values ${values}`);
});
afterAll(() => client.close());

async function page(current: number, size: number) {
  statements.length = 0;
  const result = await selectPage(db as never, item, undefined, [asc(item.id)], { current, size });
  return { result, statements: statements.length };
}

describe('selectPage', () => {
  it('reads a page and the total in one statement, rows as the table has them', async () => {
    const { result, statements } = await page(2, 5);
    expect(statements).toBe(1);
    expect(result).toMatchObject({ total: 12, size: 5, current: 2, pages: 3 });
    expect(result.records).toEqual([6, 7, 8, 9, 10].map((n) => ({ id: BigInt(n), name: `item ${n}` })));
  });

  it('still knows the total of a page past the end', async () => {
    const { result } = await page(4, 5);
    expect(result).toMatchObject({ records: [], total: 12, pages: 3, current: 4 });
  });

  it('answers an empty first page without a second statement', async () => {
    statements.length = 0;
    const result = await selectPage(db as never, item, eq(item.name, 'none'), [asc(item.id)], {
      current: 1,
      size: 5,
    });
    expect(result).toMatchObject({ records: [], total: 0, pages: 0 });
    expect(statements).toHaveLength(1);
  });
});

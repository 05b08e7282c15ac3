import { PGlite } from '@electric-sql/pglite';
import { asc, eq, like } from 'drizzle-orm';
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
let lastParams: unknown[] = [];
const db = drizzle({
  client,
  logger: {
    logQuery: (query, params) => {
      statements.push(query);
      lastParams = params;
    },
  },
});

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

  it("reads only the page's window of a long list, however many rows its total counts", async () => {
    await client.exec(`create table paging_long (id bigint primary key, name text);
      insert into paging_long select g, 'row ' || g from generate_series(1, 2000) g; analyze paging_long`);
    const long = pgTable('paging_long', {
      id: bigint('id', { mode: 'bigint' }).primaryKey(),
      name: text('name'),
    });
    statements.length = 0;
    const result = await selectPage(db as never, long, like(long.name, 'row%'), [asc(long.id)], {
      current: 3,
      size: 10,
    });
    expect(result).toMatchObject({ total: 2000, pages: 200 });
    expect(result.records.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => BigInt(21 + i)));
    // The page statement's plan: the rows its own scan of the table returned (the count's scan
    // reads all 2,000, once). A window total (`count(*) over()`) made this scan return every row.
    const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${statements[0]}`,
      lastParams,
    );
    const [plan] = explained.rows.map((row) => row['QUERY PLAN'][0].Plan);
    const scans = scansOf(plan as PlanNode);
    expect(scans.filter((scan) => scan.inInitPlan).map((scan) => scan['Actual Rows'])).toEqual([2000]);
    expect(scans.filter((scan) => !scan.inInitPlan).map((scan) => scan['Actual Rows'])).toEqual([30]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  inInitPlan?: boolean;
}

/** The scans of a plan's tree, each marked when it runs under an InitPlan (the total's count). */
function scansOf(node: PlanNode, inInitPlan = false): PlanNode[] {
  const here = inInitPlan || node['Parent Relationship'] === 'InitPlan';
  const own = node['Relation Name'] ? [{ ...node, inInitPlan: here }] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, here))];
}

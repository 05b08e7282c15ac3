// The stack's floor for the param list (issue 43): Fastify and the product's own database driver —
// PGlite in its worker thread (DATA_DIR) or node-postgres (DATABASE_URL) — running the very page
// statement the product runs for `GET /api/blade-system/param/list` (built once from the product's
// param model, as the product prepares it), with no auth, no validation, no log, no wire formatting.
// What the product serves as a share of this is what its own layers cost.
//   PORT=4851 DATA_DIR=… node --import tsx packages/server/bench/floor.ts

import { fillPlaceholders, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { pageSelection } from '../src/crud/paging';
import { openDatabase } from '../src/db/connection';
import { paramModel } from '../src/services/system/param/routes';

const TENANT = '000000';
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? '.data' },
);
const visible = paramModel.visibleIn(sql.placeholder('tenantId'));
const { sql: text, params } = database.db
  .select(pageSelection(paramModel.table, visible))
  .from(paramModel.table)
  .where(visible)
  .orderBy(...paramModel.defaultOrder)
  .limit(sql.placeholder('limit'))
  .offset(sql.placeholder('offset'))
  .toSQL();

type Row = Record<string, unknown>;
/** The statement through the driver itself: a named statement on PostgreSQL, PGlite's query. */
const run: (params: unknown[]) => Promise<Row[]> = database.pool
  ? async (values) => (await database.pool!.query({ name: 'floor_page', text, values })).rows
  : async (params) => {
      const client = (
        database.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: Row[] }> } }
      ).$client;
      return (await client.query(text, params)).rows;
    };

const app = Fastify({ logger: false });
// Blade's ids are 64-bit: strings on the wire, as the product sends them.
app.setReplySerializer((payload) =>
  JSON.stringify(payload, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
);
app.get('/api/blade-system/param/list', async (request) => {
  const query = request.query as { current?: string; size?: string };
  const current = Number(query.current ?? 1);
  const size = Number(query.size ?? 10);
  const records = await run(
    fillPlaceholders(params, { tenantId: TENANT, limit: size, offset: (current - 1) * size }),
  );
  const total = Number(records[0]?.__page_total ?? 0);
  for (const row of records) delete row.__page_total;
  return {
    code: 200,
    success: true,
    data: { records, total, size, current, pages: Math.ceil(total / size) },
    msg: '操作成功',
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0)),
  );
}

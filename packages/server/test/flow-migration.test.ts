import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../src/paths';

/*
 * Migration 0013 makes (tenant, key, version) of flow_definition unique. A database where two
 * deployments raced before it holds duplicates; it must still migrate (else the server cannot start).
 */

const folder = path.join(serverPackageRoot, 'drizzle');
const migrations = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();

async function apply(db: PGlite, file: string) {
  for (const statement of readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const file of migrations.filter((f) => f < '0013')) await apply(db, file);
});
afterAll(async () => {
  await db?.close();
});

const definition = (id: string, tenant: string, key: string, version: number, minute: number) =>
  db.query(
    `insert into flow_definition (id, tenant_id, deployment_id, key, name, version, resource_name, xml, deployment_time)
     values ($1, $2, 1, $3, $3, $4, 'x.bpmn', '<x/>', $5)`,
    [id, tenant, key, version, new Date(Date.UTC(2030, 0, 1, 0, minute))],
  );

describe('0013: flow_definition versions unique', () => {
  it('moves raced duplicates past the latest version, keeps the rest, then refuses a duplicate', async () => {
    await definition('a', '000000', 'Leave', 1, 0);
    await definition('b', '000000', 'Leave', 1, 1);
    await definition('c', '000000', 'Leave', 2, 2);
    await definition('d', '000000', 'Leave', 2, 3);
    await definition('e', '000000', 'Trip', 1, 0);
    await definition('f', '777777', 'Leave', 1, 0);

    await apply(db, migrations.find((f) => f.startsWith('0013'))!);

    const rows = await db.query<{ id: string; version: number }>(
      'select id, version from flow_definition order by id',
    );
    expect(rows.rows).toEqual([
      { id: 'a', version: 1 },
      { id: 'b', version: 3 },
      { id: 'c', version: 2 },
      { id: 'd', version: 4 },
      { id: 'e', version: 1 },
      { id: 'f', version: 1 },
    ]);
    await expect(definition('g', '000000', 'Trip', 1, 5)).rejects.toThrow(/flow_definition_version_uq/);
  });
});

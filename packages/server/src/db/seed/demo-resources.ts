import { DEMO_ROWS } from '@blade-console/blade-schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { columnsOf, fromWire } from '../../crud/columns';
import type { DbOrTx } from '../connection';
import { DEFINED_TABLES } from '../generic-resources';
import { nextId } from '../ids';
import { DEFAULT_TENANT_ID, seedAudit } from './index';

/** Inserts a declared resource's demo rows for tenant 000000 (the mocks serve the same rows). */
async function seedDemoRows(
  db: DbOrTx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const audit = seedAudit();
  const columns = columnsOf(table);
  // Demo rows are written as the wire shows them (dates as text): converted like a submit body.
  const stored = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([field, value]) => {
        const column = columns[field];
        if (!column) throw new Error(`demo row: no column "${field}"`);
        return [field, fromWire(column, value, field)];
      }),
    );
  await db.insert(table).values(
    rows.map((row) => ({
      ...stored(row),
      id: nextId(),
      tenantId: DEFAULT_TENANT_ID,
      ...audit,
    })),
  );
}

/** One seed step per declared resource with demo rows, named `demo-<resource>`. */
export function demoRowSteps() {
  return DEFINED_TABLES.flatMap(({ resource, table }) => {
    const rows = DEMO_ROWS[resource.name];
    return rows
      ? [{ name: `demo-${resource.name}`, run: (tx: DbOrTx) => seedDemoRows(tx, table, rows) }]
      : [];
  });
}

import { columnName, RESOURCES } from '@blade-console/blade-schema';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SCHEMA_TABLES } from '../src/db/generic-resources';
import { GENERIC_RESOURCES } from '../src/services/generic';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const TABLES = SCHEMA_TABLES;

/**
 * Areas older than the definitions keep their hand-written Drizzle tables; a definition that
 * drifted from its table (a length, a required flag, a column name) fails here, not in production.
 * Every registered definition is checked (none is listed here), whether its table is generated
 * or written by hand.
 */
describe('every declared resource matches its table', () => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
    const table = TABLES.get(resource.table);
    expect(table, `no table ${resource.table} in the schema for ${name}`).toBeDefined();
    const columns = getTableColumns(table!) as Record<string, PgColumn>;
    if (resource.tenantScoped !== false) expect(columns.tenantId).toBeDefined();
    for (const [field, def] of Object.entries(resource.fields)) {
      const column = columns[field];
      expect(column, `${name}.${field}`).toBeDefined();
      expect(column!.name, `${name}.${field} column name`).toBe(columnName(field, def));
      if (def.required) expect(column!.notNull, `${name}.${field} not null`).toBe(true);
      const length = (column as unknown as { length?: number }).length;
      if (def.kind === 'text' || def.kind === 'url') expect(length, `${name}.${field} length`).toBe(def.max);
      if (def.kind === 'integer' || def.kind === 'decimal')
        expect(column!.dataType, `${name}.${field} type`).toBe('number');
      if (def.kind === 'datetime') expect(column!.dataType, `${name}.${field} type`).toBe('date');
      if (def.kind === 'id') expect(column!.dataType, `${name}.${field} type`).toBe('bigint');
    }
  });
});

describe('plain areas are served from their definitions alone', () => {
  const signedIn = signedInServerForFile();

  it('answers the four calls of every generic area with its table', async () => {
    expect(GENERIC_RESOURCES.length).toBeGreaterThan(0);
    for (const { resource, table } of GENERIC_RESOURCES) {
      expect(getTableName(table)).toBe(resource.table);
      const app = signedIn.server.app;
      const listed = await authed(app, signedIn.token, { url: `/api${resource.path}/list` });
      expect(listed.statusCode, `${resource.name} list`).toBe(200);
      expect(listed.json().data.records, resource.name).toBeInstanceOf(Array);
      const detail = await authed(app, signedIn.token, { url: `/api${resource.path}/detail?id=1` });
      expect(detail.statusCode, `${resource.name} detail`).toBe(200);
      for (const call of ['submit', 'remove?ids=1']) {
        const answer = await authed(app, signedIn.token, {
          method: 'POST',
          url: `/api${resource.path}/${call}`,
          payload: {},
        });
        // Refused for what is missing (400), never unknown (404).
        expect(answer.statusCode, `${resource.name} ${call}`).not.toBe(404);
      }
    }
  });
});

import {
  type FieldDef,
  labelOf,
  REFS,
  type RefTarget,
  type ResourceDef,
  refValues,
} from '@blade-console/blade-schema';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/connection';
import { bladeDept, bladePost, bladeRegion, bladeRole, bladeUser } from '../db/schema';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';
import type { CrudDefinition, WriteEvent } from './model';

/** Where each reference target lives: its key, the name people know a row by, and who may see it. */
interface RefTable {
  key: PgColumn;
  name: PgColumn;
  /** The rows a value may name (live, of the tenant when the target is tenant-scoped). */
  live: (tenantId: string) => SQL | undefined;
}

/** A tenant's live rows of a table with the audit columns, named by `name`. */
function tenantRows(
  table: { id: PgColumn; tenantId: PgColumn; isDeleted: PgColumn },
  name: PgColumn,
): RefTable {
  return {
    key: table.id,
    name,
    live: (tenant) => and(eq(table.isDeleted, 0), eq(table.tenantId, tenant)),
  };
}

const REF_TABLES: Record<RefTarget, RefTable> = {
  dept: tenantRows(bladeDept, bladeDept.deptName),
  post: tenantRows(bladePost, bladePost.postName),
  role: tenantRows(bladeRole, bladeRole.roleName),
  user: tenantRows(bladeUser, bladeUser.realName),
  // Regions are shared by every tenant and deleted for good: any stored code is a live one.
  region: { key: bladeRegion.code, name: bladeRegion.name, live: () => undefined },
};

type RefField = [name: string, field: FieldDef & { ref: RefTarget }];

function refFields(resource: ResourceDef): RefField[] {
  return Object.entries(resource.fields).filter((entry): entry is RefField => entry[1].ref !== undefined);
}

/** Keys as the target's column takes them: snowflake ids as bigints, region codes as text. */
function keysOf(target: RefTarget, values: readonly string[]): (bigint | string)[] {
  if (REFS[target].key === 'code') return [...values];
  return values.filter((value) => /^\d{1,19}$/.test(value)).map((value) => BigInt(value));
}

/** key → name of the rows a list of values names (only rows the condition lets through). */
async function namesOf(
  db: DbOrTx,
  target: RefTarget,
  values: readonly string[],
  condition?: SQL,
): Promise<Map<string, string>> {
  const keys = keysOf(target, values);
  if (keys.length === 0) return new Map();
  const { key, name } = REF_TABLES[target];
  const rows = await db
    .select({ key, name })
    .from(key.table)
    .where(and(inArray(key, keys), condition));
  return new Map(rows.map((row) => [String(row.key), String(row.name ?? '')]));
}

/**
 * A write hook refusing a reference to a row that does not exist, is deleted, or belongs to another
 * tenant, naming the field and the value (`组织部门「42」不存在，请重新选择`).
 */
export function referenceChecks(resource: ResourceDef): ((event: WriteEvent) => Promise<void>) | undefined {
  const fields = refFields(resource).filter(([, field]) => !field.readOnly);
  if (fields.length === 0) return undefined;
  return async ({ tx, values, user }) => {
    for (const [name, field] of fields) {
      if (!(name in values)) continue;
      const wanted = refValues(values[name]);
      const found = await namesOf(tx, field.ref, wanted, REF_TABLES[field.ref].live(user.tenant_id));
      const missing = wanted.find((value) => !found.has(value));
      if (missing !== undefined) {
        const label = field.label
          ? labelOf(name, field)
          : { zh: REFS[field.ref].label, en: REFS[field.ref].en };
        throw badRequest(msg('crud.refMissing', { label, value: missing.slice(0, 40) }), name);
      }
    }
  };
}

/** Adds `<field>Name` to listed rows: the names of the rows each reference field holds, comma-joined. */
export function referenceNames(resource: ResourceDef): CrudDefinition['decorate'] {
  const fields = refFields(resource);
  if (fields.length === 0) return undefined;
  return async (rows, db) => {
    for (const [name, field] of fields) {
      const values = [...new Set(rows.flatMap((row) => refValues(row[name])))];
      const names = await namesOf(db, field.ref, values);
      for (const row of rows) {
        row[`${name}Name`] = refValues(row[name])
          .map((value) => names.get(value))
          .filter((known) => known !== undefined)
          .join(',');
      }
    }
  };
}

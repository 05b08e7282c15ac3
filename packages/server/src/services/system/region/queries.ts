import type { Region } from '@blade-console/blade-client/types';
import { labelOf, regionResource } from '@blade-console/blade-schema';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { VersionedTable } from '../../../crud/versions';
import type { DbOrTx } from '../../../db/connection';
import { bladeRegion } from '../../../db/schema';

export type RegionRow = typeof bladeRegion.$inferSelect;

/** RegionVO: the row plus `id` (= code), `parentId` (= parent code) and `parentName` (blade-api.md §6.1). */
export function toVO(row: RegionRow, parentName = ''): Region & Record<string, unknown> {
  const vo: Record<string, unknown> = { ...row, id: row.code, parentId: row.parentCode, parentName };
  for (const [key, value] of Object.entries(vo)) if (value === null) vo[key] = key === 'level' ? -1 : '';
  return vo as Region & Record<string, unknown>;
}

/** Codes among `codes` that have at least one child (the DB-backed `hasChildren` of lazy trees). */
export async function codesWithChildren(db: DbOrTx, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ parentCode: bladeRegion.parentCode })
    .from(bladeRegion)
    .where(inArray(bladeRegion.parentCode, [...codes]));
  return new Set(rows.map((r) => r.parentCode));
}

export async function findRegion(db: DbOrTx, code: string): Promise<RegionRow | undefined> {
  const [row] = await db.select().from(bladeRegion).where(eq(bladeRegion.code, code));
  return row;
}

export function childrenOf(db: DbOrTx, parentCode: string, extra?: SQL) {
  return db
    .select()
    .from(bladeRegion)
    .where(and(eq(bladeRegion.parentCode, parentCode), extra))
    .orderBy(asc(bladeRegion.sort), asc(bladeRegion.code));
}

export const likeName = (name: unknown) =>
  typeof name === 'string' && name.trim() ? sql`${bladeRegion.name} like ${`%${name.trim()}%`}` : undefined;

/** Regions as versioned rows (keyed by code): what an edit checks its version against. */
export const REGION_ROWS: VersionedTable = {
  table: bladeRegion,
  label: labelOf(regionResource.name, regionResource),
  key: bladeRegion.code,
  present: (row) => toVO(row as RegionRow),
};

/** Entity filters of `list` and `export-region`: code, parentCode and level are exact, name is contained. */
export function listFilters(query: Record<string, string | number | undefined>): SQL | undefined {
  // Filters are strings (map-filter values); paging numbers never name a filter.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const { code, parentCode, level } = {
    code: text(query.code),
    parentCode: text(query.parentCode),
    level: text(query.level),
  };
  return and(
    code ? eq(bladeRegion.code, code) : undefined,
    parentCode ? eq(bladeRegion.parentCode, parentCode) : undefined,
    level && /^\d$/.test(level) ? eq(bladeRegion.level, Number(level)) : undefined,
    likeName(query.name),
  );
}

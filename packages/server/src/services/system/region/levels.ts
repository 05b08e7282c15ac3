import type { bladeRegion } from '../../../db/schema';

/*
 * A region's level and the columns that name it at every level: what an edit (routes.ts) and an
 * import (import.ts) write the same way.
 */

type RegionRow = typeof bladeRegion.$inferSelect;
type NewRegion = typeof bladeRegion.$inferInsert;

/** The deepest level of dict `region` (5 = village). */
export const MAX_LEVEL = 5;
/** Which `<level>_code`/`<level>_name` columns a region of each level fills with its own code and name. */
export const LEVEL_COLUMNS = ['', 'province', 'city', 'district', 'town', 'village'] as const;

/** The level-specific code/name columns of a region of `level` (e.g. `cityCode`/`cityName` for 2). */
export function levelNames(level: number, code: string, name: string): Partial<RegionRow> {
  const prefix = LEVEL_COLUMNS[level];
  if (!prefix) return {};
  return { [`${prefix}Code`]: code, [`${prefix}Name`]: name } as Partial<RegionRow>;
}

/** A new region under `parent`: ancestors and the code/name columns of every level above it. */
export function childOf(
  parent: RegionRow,
  values: { code: string; name: string; sort: number; remark: string | null },
): NewRegion {
  const level = parent.level + 1;
  return {
    code: values.code,
    parentCode: parent.code,
    ancestors: parent.ancestors ? `${parent.ancestors},${parent.code}` : parent.code,
    name: values.name,
    provinceCode: parent.provinceCode,
    provinceName: parent.provinceName,
    cityCode: parent.cityCode,
    cityName: parent.cityName,
    districtCode: parent.districtCode,
    districtName: parent.districtName,
    townCode: parent.townCode,
    townName: parent.townName,
    villageCode: null,
    villageName: null,
    level,
    sort: values.sort,
    remark: values.remark,
    ...levelNames(level, values.code, values.name),
  };
}

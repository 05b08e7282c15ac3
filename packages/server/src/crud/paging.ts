import type { Page } from '@blade-console/blade-client/types';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/connection';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** JSON schema of the paging part of a list query; other keys are map filters (strings). */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    ascs: { type: 'string', maxLength: 500 },
    descs: { type: 'string', maxLength: 500 },
  },
  additionalProperties: { type: 'string', maxLength: 1000 },
} as const;

export interface PageRequest {
  current: number;
  size: number;
}

export function pageRequest(query: Record<string, unknown>): PageRequest {
  const current = Number(query.current ?? 1);
  const size = Number(query.size ?? DEFAULT_PAGE_SIZE);
  return {
    current: Number.isInteger(current) && current > 0 ? current : 1,
    size: Number.isInteger(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

/** One page of a table plus the total count, as Blade's `Page` (blade-api.md §3). */
export async function selectPage(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  orderBy: readonly SQL[],
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> {
  const [totals] = await db.select({ total: count() }).from(table).where(where);
  const total = totals?.total ?? 0;
  const records =
    total === 0
      ? []
      : ((await db
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderBy)
          .limit(page.size)
          .offset((page.current - 1) * page.size)) as Record<string, unknown>[]);
  return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
}

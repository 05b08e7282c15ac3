import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `ascs`/`descs`: comma-separated column names (snake_case as Blade sends them, or camelCase).
 * Only allowed columns sort; anything else is ignored, so a sort key never reaches SQL as text.
 */
export function buildOrderBy(
  query: Record<string, unknown>,
  columns: ReadonlyMap<string, PgColumn>,
  fallback: readonly SQL[],
): SQL[] {
  const order: SQL[] = [];
  for (const [param, direction] of [
    ['ascs', asc],
    ['descs', desc],
  ] as const) {
    const raw = query[param];
    if (typeof raw !== 'string') continue;
    for (const name of raw.split(',')) {
      const column = columns.get(name.trim());
      if (column) order.push(direction(column));
    }
  }
  return order.length ? [...order, ...fallback] : [...fallback];
}

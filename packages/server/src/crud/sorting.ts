import type { Message } from '@blade-console/blade-schema';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';

/** The columns a list may be sorted by, by their SQL (snake_case) name as `ascs`/`descs` say them. */
export function sortLookup(
  columns: Record<string, PgColumn>,
  sortable: readonly string[],
): Map<string, PgColumn> {
  const lookup = new Map<string, PgColumn>();
  for (const field of sortable) {
    const column = columns[field];
    if (!column) throw new Error(`cannot sort by unknown column "${field}"`);
    lookup.set(column.name, column);
  }
  return lookup;
}

/**
 * The order a list query asks for: `ascs`/`descs` are CSVs of snake_case columns (blade-api.md §3),
 * each one of the list's sortable columns. Any other name (unknown, not sortable, camelCase) is
 * refused with a 400 saying which columns may be sorted: a sort key never reaches SQL as text, and
 * a caller is told rather than silently given another order. After the chosen columns come the
 * list's default order and the id, the id in the direction of the first chosen column, so that
 * "newest first" keeps rows of the same instant newest first too.
 */
export function buildOrderBy(
  query: Record<string, unknown>,
  sortable: ReadonlyMap<string, PgColumn>,
  defaults: { keys: readonly SQL[]; id: PgColumn },
): SQL[] {
  const order: SQL[] = [];
  let firstDescending: boolean | undefined;
  for (const [param, descending] of [
    ['ascs', false],
    ['descs', true],
  ] as const) {
    const raw = query[param];
    if (typeof raw !== 'string') continue;
    for (const part of raw.split(',')) {
      const name = part.trim();
      if (!name) continue;
      const column = sortable.get(name);
      if (!column) throw badRequest(unsortableMessage(param, name, sortable));
      order.push(descending ? desc(column) : asc(column));
      firstDescending ??= descending;
    }
  }
  const id = firstDescending ? desc(defaults.id) : asc(defaults.id);
  return [...order, ...defaults.keys, id];
}

function unsortableMessage(param: string, name: string, sortable: ReadonlyMap<string, PgColumn>): Message {
  // Only the name's own characters are echoed, and not too many of them.
  const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
  const allowed = [...sortable.keys()];
  return allowed.length
    ? msg('crud.unsortable', { name: shown, param, allowed: allowed.join(', ') })
    : msg('crud.notSortable', { name: shown, param });
}

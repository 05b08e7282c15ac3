import type { RowVersions } from '@blade-console/blade-client';

export interface Versioned {
  id?: unknown;
  updateTime?: unknown;
}

/**
 * The version (`updateTime` as loaded) of each row a grant or a setting changes, by id: the server
 * refuses the write (409) when one of them was changed since (issue 25).
 */
export function versionsOf(rows: readonly Versioned[]): RowVersions {
  return Object.fromEntries(rows.map((row) => [String(row.id ?? ''), String(row.updateTime ?? '')]));
}

/**
 * Fresh versions of the rows a dialog is about to change, loaded with what it shows (the grants
 * already given), so both are of one moment rather than of the table's last load.
 */
export async function loadVersions(ids: readonly string[], detail: (id: string) => Promise<Versioned>) {
  return versionsOf(await Promise.all(ids.map(async (id) => ({ ...(await detail(id)), id }))));
}

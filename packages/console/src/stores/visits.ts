import { storage } from '../session/core';
import type { SessionUser } from '../session/sessionEvents';

/** How many opens of each page a person made, by path (a counter kept in this browser only). */
export type VisitCounts = Record<string, number>;

/** Paths kept per person: the most opened ones, so the record stays small however long it is used. */
const KEPT = 50;

/** One record per tenant and user: two people sharing a browser keep their own quick links. */
function recordName(user: SessionUser): string | undefined {
  if (!user?.user_id) return undefined;
  return `visits-${user.tenant_id ?? ''}-${user.user_id}`;
}

/** The counts of the signed-in person (empty for nobody or a record from elsewhere). */
export function readVisits(user: SessionUser): VisitCounts {
  const name = recordName(user);
  const stored = name ? storage.getStore<unknown>({ name }) : undefined;
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([, count]) => typeof count === 'number' && count > 0),
  ) as VisitCounts;
}

/** Counts one open of `path` for `user`; the least opened paths beyond {@link KEPT} are forgotten. */
export function recordVisit(user: SessionUser, path: string): void {
  const name = recordName(user);
  if (!name) return;
  const counts = readVisits(user);
  counts[path] = (counts[path] ?? 0) + 1;
  const kept = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, KEPT);
  storage.setStore({ name, content: Object.fromEntries(kept) });
}

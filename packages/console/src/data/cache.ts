import type { Cache } from 'swr';

/**
 * The console's one SWR cache (every `['blade', path, ...args]` answer). A module value rather than
 * SWR's default so a sign-out can empty it: the next user must not see the last one's data.
 */
export const dataCache: Cache = new Map();

/** Forgets every cached answer (sign-out). */
export function clearDataCache(): void {
  (dataCache as Map<unknown, unknown>).clear();
}

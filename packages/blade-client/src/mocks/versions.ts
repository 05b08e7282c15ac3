import {
  CONFLICT_CODE,
  type ConflictData,
  conflictMessage,
  parseWireDate,
  RESOURCES,
  VERSION_FIELD,
  verbatim,
} from '@blade-console/blade-schema';
import { HttpResponse } from 'msw';
import { formatBladeDate } from '../core/query';
import type { MockRow } from './respond';
import { zh } from './say';

/**
 * The server's optimistic concurrency (crud/versions.ts) over the mock store: an update carrying
 * an older `updateTime` than the stored row is refused with the same 409 envelope; one carrying
 * none is accepted; every write moves a row's version to a later second.
 */

/** Thrown by the store for a stale write; the handlers answer it with {@link conflictResponse}. */
export class MockConflictError extends Error {
  constructor(
    message: string,
    readonly data: ConflictData,
  ) {
    super(message);
    this.name = 'MockConflictError';
  }
}

/** The 409 envelope of a stale write, as the server answers it. */
export function conflictResponse(error: MockConflictError) {
  return HttpResponse.json(
    { code: CONFLICT_CODE, success: false, data: error.data, msg: error.message },
    { status: CONFLICT_CODE },
  );
}

/** What one row of a table is called in messages (the definition's label; the table name else). */
function labelOf(table: string): string {
  return RESOURCES.find((resource) => resource.name === table)?.label ?? table;
}

const seconds = (time: unknown) => {
  const date = typeof time === 'string' && time ? parseWireDate(time) : undefined;
  return date ? Math.floor(date.getTime() / 1000) : undefined;
};

/** The version a write gives a row: now, and in any case a later second than it had. */
export function nextMockVersion(previous: unknown): string {
  const now = Math.floor(Date.now() / 1000);
  const before = seconds(previous);
  return formatBladeDate(new Date(1000 * (before !== undefined && before >= now ? before + 1 : now)));
}

/**
 * Refuses `sent` (the body's `updateTime`) when it is not `row`'s stored version: absent or null is
 * not checked, "" stands for a row loaded without one. `people` finds who changed it by user id.
 */
export function checkVersion(
  table: string,
  row: MockRow,
  sent: unknown,
  people: (userId: string) => MockRow | undefined,
): void {
  if (sent === undefined || sent === null) return;
  const stored = typeof row[VERSION_FIELD] === 'string' ? (row[VERSION_FIELD] as string) : '';
  if (seconds(sent) === seconds(stored) && (sent === '') === (stored === '')) return;
  const userId = String(row.updateUser ?? '');
  const person = people(userId);
  const who = String(person?.realName || person?.name || person?.account || '');
  throw new MockConflictError(zh(conflictMessage(verbatim(labelOf(table)), who, stored)) ?? '', {
    id: row.id,
    updateUser: userId,
    updateUserName: who,
    updateTime: stored,
    current: { ...row },
  });
}

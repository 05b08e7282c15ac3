import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/**
 * Snowflake-style ids (Twitter layout, as Blade uses): 41 bits of milliseconds since 2010-11-04,
 * 10 bits of worker id, 12 bits of sequence. Replicas on one database must not share a worker id
 * (two of them in the same millisecond would make the same id): each server takes the next one from
 * the database at start ({@link claimWorkerId}); until then (scripts, tests) it is random.
 */
const EPOCH = 1_288_834_974_657n;
const WORKER_MASK = 0x3ffn;
let workerId = BigInt(randomInt(0, 1024));

/** Takes this process's worker id from the database's `blade_worker_id` sequence (0…1023, cycling). */
export async function claimWorkerId(db: Db): Promise<number> {
  const result = (await db.execute(sql`select nextval('blade_worker_id') as id`)) as unknown as {
    rows: { id: string | number }[];
  };
  workerId = BigInt(result.rows[0]!.id) & WORKER_MASK;
  return Number(workerId);
}

/** The worker id an id was made by. */
export function workerIdOf(id: bigint): number {
  return Number((id >> 12n) & WORKER_MASK);
}
let lastMillis = -1n;
let sequence = 0n;

export function nextId(): bigint {
  // Never before the last id's millisecond: a clock set back (NTP, a test's fake time) would
  // otherwise start the sequence again in a millisecond that already has ids.
  let now = BigInt(Date.now());
  if (now < lastMillis) now = lastMillis;
  if (now === lastMillis) {
    sequence = (sequence + 1n) & 0xfffn;
    // 4096 ids in one millisecond: on to the next one, ahead of the clock if it is behind.
    if (sequence === 0n) now = lastMillis + 1n;
  } else {
    sequence = 0n;
  }
  lastMillis = now;
  return ((now - EPOCH) << 22n) | (workerId << 12n) | sequence;
}

/** The largest id a `bigint` column holds (2^63 − 1): 19 digits are not all ids. */
export const MAX_ID = (1n << 63n) - 1n;

/**
 * Parses a wire id ("1123598821738675201"); undefined when it is not a whole number from 0 to
 * {@link MAX_ID}. The one id parser of the server: a route schema checks ids with it (the Ajv
 * formats of `crud/fields.ts`), so an id out of range is a 400, never a database error.
 */
export function parseId(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n && value <= MAX_ID ? value : undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^\d{1,19}$/.test(text)) return undefined;
  const id = BigInt(text);
  return id <= MAX_ID ? id : undefined;
}

/** The ids among `values` (role ids of a token's CSV, say), in order; anything else is dropped. */
export function idsAmong(values: Iterable<unknown>): bigint[] {
  const ids: bigint[] = [];
  for (const value of values) {
    const id = parseId(value);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** Whether `value` is an id {@link parseId} takes. */
export function isId(value: unknown): boolean {
  return parseId(value) !== undefined;
}

import { randomInt } from 'node:crypto';

/**
 * Snowflake-style ids (Twitter layout, as Blade uses): 41 bits of milliseconds since 2010-11-04,
 * 10 bits of worker id, 12 bits of sequence. The worker id is random per process so replicas
 * rarely collide without any coordination; the primary key would reject the rare collision.
 */
const EPOCH = 1_288_834_974_657n;
const workerId = BigInt(randomInt(0, 1024));
let lastMillis = -1n;
let sequence = 0n;

export function nextId(): bigint {
  let now = BigInt(Date.now());
  if (now === lastMillis) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) {
      // 4096 ids in one millisecond: wait for the next one.
      while (now <= lastMillis) now = BigInt(Date.now());
    }
  } else {
    sequence = 0n;
  }
  // A clock that goes backwards would repeat ids; keep counting from the last millisecond instead.
  if (now < lastMillis) now = lastMillis;
  lastMillis = now;
  return ((now - EPOCH) << 22n) | (workerId << 12n) | sequence;
}

/** Parses a wire id ("1123598821738675201"); undefined when it is not a positive integer. */
export function parseId(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d{1,19}$/.test(value.trim())) return BigInt(value.trim());
  return undefined;
}

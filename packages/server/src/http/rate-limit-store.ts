import { createHash } from 'node:crypto';
import { eq, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { bladeRateLimit } from '../db/schema';

/**
 * @fastify/rate-limit's counters in the database (`blade_rate_limit`), so N replicas behind a
 * balancer allow the figure once, not N times. One atomic upsert per counted request: a new or
 * expired window starts at 1, a live one adds 1; the database's clock decides when a window ends.
 * Expired rows are swept by whichever replica counts a request a minute or more after its last sweep.
 */

/** What the plugin's `incr`/`read` hand back: hits in the window and milliseconds until it ends. */
interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * The options a store is built with and a child store sees (only what this store reads): at run time
 * the plugin hands the route's merged limit options with `routeInfo`, whatever its types declare.
 */
interface RouteParams {
  /** Routes of one group share a counter (the token endpoints of both dialects). */
  groupId?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

const SWEEP_INTERVAL_MS = 60_000;
/** Keys above the column's length (a long route pattern, an IPv6 address) are stored as a digest. */
const MAX_KEY_LENGTH = 512;
/** The database's clock in epoch milliseconds: one clock for every replica. */
const NOW_MS = sql`(extract(epoch from now()) * 1000)::bigint`;

interface Shared {
  db: Db;
  log: FastifyBaseLogger;
  lastSweep: number;
}

function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

function routePrefix(route: RouteParams['routeInfo']): string {
  if (!route) return '';
  const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
  return `${method}${route.url ?? ''}-`;
}

class DatabaseRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly prefix: string,
    private readonly params: RouteParams,
  ) {}

  /** The window's end after a counted request, as the plugin's memory store computes it. */
  private expiryAfter(windowMs: number, max: number): SQL {
    const t = bladeRateLimit;
    const expired = sql`${t.expiresMs} <= ${NOW_MS}`;
    const over = sql`${t.hits} + 1 > ${max}`;
    const restart = sql`${NOW_MS} + ${windowMs}`;
    if (this.params.continueExceeding) {
      return sql`case when ${expired} or ${over} then ${restart} else ${t.expiresMs} end`;
    }
    if (this.params.exponentialBackoff) {
      // window × 2^(hits over the limit − 1), capped where the plugin caps it (a safe integer).
      const backoff = sql`${NOW_MS} + least(${windowMs}::float8 * power(2, ${t.hits} + 1 - ${max} - 1), 9007199254740991)::bigint`;
      return sql`case when ${expired} then ${restart} when ${over} then ${backoff} else ${t.expiresMs} end`;
    }
    return sql`case when ${expired} then ${restart} else ${t.expiresMs} end`;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const t = bladeRateLimit;
    this.shared.db
      .insert(t)
      .values({ key: storedKey(this.prefix + key), hits: 1, expiresMs: sql`${NOW_MS} + ${timeWindow}` })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: sql`case when ${t.expiresMs} <= ${NOW_MS} then 1 else ${t.hits} + 1 end`,
          expiresMs: this.expiryAfter(timeWindow, max),
        },
      })
      .returning({ hits: t.hits, ttl: sql<string>`${t.expiresMs} - ${NOW_MS}` })
      .then(
        ([row]) => {
          callback(null, { current: row!.hits, ttl: Math.max(0, Number(row!.ttl)) });
          this.sweepNowAndThen();
        },
        (error: Error) => callback(error),
      );
  }

  /** The window's state without counting (the plugin's `{ increment: false }`). */
  read(key: string, callback: Callback): void {
    const t = bladeRateLimit;
    this.shared.db
      .select({ hits: t.hits, ttl: sql<string>`${t.expiresMs} - ${NOW_MS}` })
      .from(t)
      .where(eq(t.key, storedKey(this.prefix + key)))
      .then(
        ([row]) => {
          const ttl = row ? Number(row.ttl) : 0;
          callback(null, row && ttl > 0 ? { current: row.hits, ttl } : { current: 0, ttl: 0 });
        },
        (error: Error) => callback(error),
      );
  }

  /** A route's own counters (the plugin calls this for each route with its own limit). */
  child(options: object): DatabaseRateLimitStore {
    const params = options as RouteParams;
    const scope = params.groupId ? `group:${params.groupId}-` : routePrefix(params.routeInfo);
    return new DatabaseRateLimitStore(this.shared, `${this.prefix}${scope}`, params);
  }

  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.shared.lastSweep < SWEEP_INTERVAL_MS) return;
    this.shared.lastSweep = now;
    this.shared.db
      .delete(bladeRateLimit)
      .where(lte(bladeRateLimit.expiresMs, NOW_MS))
      .then(
        () => undefined,
        // A failed sweep only leaves dead rows for the next one; it must not fail a request.
        (error: Error) => this.shared.log.warn({ err: error }, 'rate-limit sweep failed'),
      );
  }
}

/** The class the plugin's `store` option takes (it calls `new Store(globalParams)`). */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger) {
  const shared: Shared = { db, log, lastSweep: 0 };
  return class extends DatabaseRateLimitStore {
    constructor(options: object) {
      super(shared, '', options as RouteParams);
    }
  };
}

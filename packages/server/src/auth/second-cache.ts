/**
 * How long a replica may answer from what the database said: a session, the API-scope rules and
 * grants, a role's data-scope rules. Whatever the database says now, every replica says within
 * this, however the change was made (a route, another replica, SQL by hand); the replica that made
 * a change through a route forgets at once. Nothing is sent between replicas.
 */
export const SESSION_CHECK_MS = 1000;

/** Entries kept before expired ones are swept (then everything, if all are fresh). */
const MAX_ENTRIES = 10_000;

interface Entry<V> {
  /** `performance.now()` after which the database is asked again. */
  until: number;
  value: Promise<V>;
  /** The value once the read has succeeded (`peek` answers from it without a promise). */
  settled?: { value: V };
}

/**
 * Answers read from the database, each kept for at most `ttlMs`. Concurrent calls for a key that
 * is not kept share one read; a failed read is not kept (the next call asks again).
 */
export class SecondCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number = SESSION_CHECK_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string, read: () => Promise<V>): Promise<V> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.value;
    const value = read();
    const entry: Entry<V> = { until: now + this.ttlMs, value };
    this.remember(key, entry);
    value.then(
      (settled) => {
        entry.settled = { value: settled };
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * What `get` would answer for `key` from what is kept, when that is already read and still fresh;
   * else undefined (then `get` reads). Lets a caller on the hot path skip a promise and a turn.
   */
  peek(key: string): { value: V } | undefined {
    const kept = this.entries.get(key);
    return kept && kept.until > this.now() ? kept.settled : undefined;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private remember(key: string, entry: Entry<V>): void {
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) {
      const now = this.now();
      for (const [old, kept] of this.entries) if (kept.until <= now) this.entries.delete(old);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    this.entries.set(key, entry);
  }
}

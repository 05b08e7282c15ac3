import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/** What `settleWithin` answers when the promise did not settle in time. */
export const LATE = Symbol('late');

/**
 * The promise's value, or `LATE` once `ms` have passed. The promise is not cancelled (a query sent
 * cannot be taken back): its outcome, when it comes, is simply no longer waited for.
 */
export function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
    // A probe left waiting on a hung database must not keep a stopping process alive.
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The probe in flight per database: a hung database is asked once, not once per caller. */
const probes = new WeakMap<Db, Promise<boolean>>();

/**
 * Whether the database answers `select 1` within `ms` (readiness, `blade_database_up`). A probe
 * still unanswered is shared, not repeated: on a hung PostgreSQL each probe holds a pool connection
 * until the server answers, and probes every few seconds would otherwise take the whole pool.
 */
export async function databaseAnswers(db: Db, ms: number): Promise<boolean> {
  let probe = probes.get(db);
  if (!probe) {
    probe = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    const sent = probe;
    probes.set(db, sent);
    void sent.finally(() => {
      if (probes.get(db) === sent) probes.delete(db);
    });
  }
  return (await settleWithin(probe, ms)) === true;
}

import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CrudModel } from '../../crud/model';
import type { Tx } from '../../db/connection';
import { HttpError } from '../../http/envelope';
import { formatDateTime } from '../../http/wire-format';
import { msg } from '../../i18n';

/** Tries before giving up: 100,000 numbers a day make even the tenth try a near impossibility. */
const ATTEMPTS = 10;

/**
 * A new tracking number, `BX` + the day (yyyyMMdd) + 5 random digits: short enough to read out on
 * the phone, telling the day it was booked, and not guessable from the previous one (a sequence
 * would let anyone walk other customers' numbers). Unique across every tenant and removed orders,
 * so a number never means two shipments; the table's unique index guards a concurrent clash.
 */
export async function newTrackingNo(tx: Tx, orders: CrudModel, now: Date = new Date()): Promise<string> {
  const column = orders.column('trackingNo');
  const day = formatDateTime(now).slice(0, 10).replaceAll('-', '');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate = `BX${day}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
    const [clash] = await tx
      .select({ trackingNo: column })
      .from(orders.table)
      .where(eq(column, candidate))
      .limit(1);
    if (!clash) return candidate;
  }
  throw new HttpError(503, msg('website.trackingNoBusy'));
}

import { canMoveOrder, labelOf, ORDER_TRANSITIONS, orderResource } from '@blade-console/blade-schema';
import { sql } from 'drizzle-orm';
import type { WriteEvent } from '../../crud/model';
import type { DbOrTx } from '../../db/connection';
import { badRequest } from '../../http/envelope';
import { localized, msg } from '../../i18n';
import { inEach } from '../../i18n/list';
import { assertDictKey, dictItemName } from '../system/dict/dict-keys';
import { dictLabels } from '../system/dict/lookup';
import { assertRegion } from './regions';
import { newTrackingNo } from './tracking-no';

const fields = orderResource.fields;

/** The region fields of an order, whose codes must be in the region tree. */
export const ORDER_REGION_FIELDS = ['pickupRegion', 'deliveryRegion'] as const;

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return String(a ?? '') === String(b ?? '');
}

function startOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Refuses a status change off the order's transitions, naming both states as the dictionary does. */
async function assertTransition(db: DbOrTx, from: number, to: number): Promise<void> {
  if (canMoveOrder(from, to)) return;
  const labels = await dictLabels(db, 'order_status');
  // The dictionary's labels are data, quoted as the reader's language quotes.
  const name = (status: number) => {
    const key = String(status);
    return localized(
      msg('website.quoted', { name: dictItemName('order_status', key, labels.get(key) ?? key) }),
    );
  };
  const allowed = ORDER_TRANSITIONS[from] ?? [];
  const label = labelOf('orderStatus', fields.orderStatus);
  const moves = { label, from: name(from), to: name(to) };
  if (!allowed.length) throw badRequest(msg('website.orderMoveNone', moves));
  const or = localized(msg('website.statusOr'));
  const names = allowed.map(name);
  const choices = inEach((language) => names.map((n) => n[language]).join(or[language]));
  throw badRequest(msg('website.orderMoveOnly', { ...moves, allowed: choices }));
}

/**
 * The rules of an order write, staff's or a visitor's, inside its transaction: the status moves
 * only along ORDER_TRANSITIONS, regions exist in the region tree, the pick-up day is not in the
 * past, dictionary values exist, and a new order gets its tracking number from the server. Values
 * an update does not change (an old pick-up day, a region since renamed) are not judged again.
 */
export async function beforeOrderWrite({ tx, values, id, isInsert, user, model }: WriteEvent): Promise<void> {
  // Two people moving one order at once (accept and cancel) are judged one after the other: the
  // row is locked before its status is read, so the second sees the first's move.
  if (!isInsert)
    await tx.execute(sql`select 1 from ${sql.identifier(orderResource.table)} where id = ${id} for update`);
  const stored = isInsert ? undefined : await model.find(tx, user, id);
  const changed = (field: string) =>
    field in values && (isInsert || !sameValue(values[field], stored?.[field]));

  if ('orderStatus' in values) {
    if (values.orderStatus === null)
      throw badRequest(msg('validation.required', { label: labelOf('orderStatus', fields.orderStatus) }));
    await assertDictKey(tx, 'order_status', values.orderStatus, labelOf('orderStatus', fields.orderStatus));
    if (stored) await assertTransition(tx, Number(stored.orderStatus), Number(values.orderStatus));
  }
  await assertDictKey(tx, 'goods_type', values.goodsType, labelOf('goodsType', fields.goodsType));
  for (const field of ORDER_REGION_FIELDS) {
    if (changed(field)) await assertRegion(tx, values[field], labelOf(field, fields[field]));
  }
  const pickupDate = values.pickupDate;
  if (changed('pickupDate') && pickupDate instanceof Date && pickupDate < startOfToday()) {
    throw badRequest(msg('website.notBeforeToday', { label: labelOf('pickupDate', fields.pickupDate) }));
  }
  if (isInsert) values.trackingNo = await newTrackingNo(tx, model);
}

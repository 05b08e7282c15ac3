import type { Order } from '@blade-console/blade-client';
import { ORDER_STATUS, ORDER_TRANSITIONS } from '@blade-console/blade-schema';
import type { CrudRowAction } from '@blade-console/ui';

/** The status actions: the label key and target status of each. */
const MOVES: readonly { key: string; to: number }[] = [
  { key: 'accept', to: ORDER_STATUS.accepted },
  { key: 'ship', to: ORDER_STATUS.inTransit },
  { key: 'deliver', to: ORDER_STATUS.delivered },
  { key: 'cancel', to: ORDER_STATUS.cancelled },
];

/** The statuses an order may move to next (`ORDER_TRANSITIONS`; final statuses have none). */
export function nextStatuses(status: unknown): readonly number[] {
  return ORDER_TRANSITIONS[Number(status)] ?? [];
}

/**
 * One row action per status move, each shown only where `ORDER_TRANSITIONS` allows it (受理 and
 * 取消 while pending, 发运 and 取消 once accepted, 签收 on the road); cancelling asks first.
 * `move` saves the new status (`submit`) and says so.
 */
export function orderStatusActions(
  move: (order: Order, to: number) => Promise<unknown>,
): CrudRowAction<Order>[] {
  return MOVES.map(({ key, to }) => ({
    key,
    label: `console:website.order.${key}`,
    permission: 'order_edit',
    danger: to === ORDER_STATUS.cancelled,
    confirm: to === ORDER_STATUS.cancelled ? 'console:website.order.cancelConfirm' : undefined,
    refresh: true,
    visible: (order) => nextStatuses(order.orderStatus).includes(to),
    onClick: (order) => move(order, to),
  }));
}

import type { Order } from '@blade-console/blade-client/types';
import { orderResource } from '@blade-console/blade-schema';
import { compact, type FieldProblem, type Problems, phoneCheck, textProblem } from './problems';

/** A region chosen in the province → city → district selects. */
export interface RegionValue {
  /** The codes chosen, from the province down. */
  codes: string[];
  /** True when the last code chosen has no lower level (the choice is as precise as it gets). */
  complete: boolean;
}

/** The booking form as typed: every value a string, as the inputs hold them. */
export interface OrderDraft {
  customerName: string;
  customerPhone: string;
  company: string;
  pickupRegion: RegionValue;
  pickupAddress: string;
  pickupDate: string;
  deliveryRegion: RegionValue;
  deliveryAddress: string;
  receiverName: string;
  receiverPhone: string;
  goodsName: string;
  goodsType: string;
  quantity: string;
  weight: string;
  volume: string;
  remark: string;
}

export type OrderField = keyof OrderDraft;

export const emptyRegion: RegionValue = { codes: [], complete: false };

export function emptyOrder(): OrderDraft {
  return {
    customerName: '',
    customerPhone: '',
    company: '',
    pickupRegion: emptyRegion,
    pickupAddress: '',
    pickupDate: '',
    deliveryRegion: emptyRegion,
    deliveryAddress: '',
    receiverName: '',
    receiverPhone: '',
    goodsName: '',
    goodsType: '1',
    quantity: '1',
    weight: '',
    volume: '',
    remark: '',
  };
}

/** The form's fields in their order on the page (the first with a problem gets the focus). */
export const ORDER_FIELDS: readonly OrderField[] = [
  'customerName',
  'customerPhone',
  'company',
  'pickupRegion',
  'pickupAddress',
  'pickupDate',
  'deliveryRegion',
  'deliveryAddress',
  'receiverName',
  'receiverPhone',
  'goodsName',
  'goodsType',
  'quantity',
  'weight',
  'volume',
  'remark',
];

const { fields } = orderResource;
const E = 'order.errors';
const label = (field: OrderField) => `order.${field}`;

/** Today in the visitor's time zone, as an `<input type="date">` writes it. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function regionProblem(value: RegionValue, field: OrderField): FieldProblem | undefined {
  if (value.codes.length === 0) return { key: `${E}.choose`, label: label(field) };
  if (!value.complete) return { key: `${E}.regionIncomplete`, label: label(field) };
  return undefined;
}

function numberIn(value: string, min: number, max: number, integer: boolean): boolean {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  const n = Number(text);
  return n >= min && n <= max && (!integer || Number.isInteger(n));
}

function dateProblem(value: string, today: string): FieldProblem | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return { key: `${E}.dateFormat`, label: label('pickupDate') };
  if (value < today) return { key: `${E}.datePast` };
  return undefined;
}

/**
 * What a customer must fix before the booking can be sent: the rules of the order's definition
 * (required fields, lengths, ranges), SPEC §5's phone check on both numbers, a complete region on
 * both ends, and a pick-up date that is not in the past. `today` is `yyyy-MM-dd`.
 */
export function orderProblems(draft: OrderDraft, today: string): Problems<OrderField> {
  const text = (field: OrderField & keyof typeof fields, required = true) =>
    textProblem(String(draft[field]), label(field), (fields[field] as { max?: number }).max ?? 255, {
      required,
      errors: E,
    });
  return compact<OrderField>({
    customerName: text('customerName'),
    customerPhone: phoneCheck(draft.customerPhone, {
      empty: `${E}.phoneEmpty`,
      length: `${E}.phoneLength`,
      format: `${E}.phoneFormat`,
    }),
    company: text('company', false),
    pickupRegion: regionProblem(draft.pickupRegion, 'pickupRegion'),
    pickupAddress: text('pickupAddress'),
    pickupDate: dateProblem(draft.pickupDate, today),
    deliveryRegion: regionProblem(draft.deliveryRegion, 'deliveryRegion'),
    deliveryAddress: text('deliveryAddress'),
    receiverName: text('receiverName'),
    receiverPhone: phoneCheck(draft.receiverPhone, {
      empty: `${E}.receiverPhoneEmpty`,
      length: `${E}.receiverPhoneLength`,
      format: `${E}.receiverPhoneFormat`,
    }),
    goodsName: text('goodsName'),
    goodsType: draft.goodsType ? undefined : { key: `${E}.choose`, label: label('goodsType') },
    quantity: numberIn(draft.quantity, 1, 100_000, true) ? undefined : { key: `${E}.quantity` },
    weight: numberIn(draft.weight, 0.01, 100_000, false) ? undefined : { key: `${E}.weight` },
    volume:
      draft.volume.trim() === '' || numberIn(draft.volume, 0, 10_000, false)
        ? undefined
        : { key: `${E}.volume` },
    remark: text('remark', false),
  });
}

/** The booking as `makeOrder` takes it: regions as their most precise code, numbers as numbers. */
export function orderPayload(draft: OrderDraft): Partial<Order> {
  const trimmed = (value: string) => value.trim();
  const lastCode = (region: RegionValue) => region.codes[region.codes.length - 1] ?? '';
  return {
    customerName: trimmed(draft.customerName),
    customerPhone: trimmed(draft.customerPhone),
    company: trimmed(draft.company),
    pickupRegion: lastCode(draft.pickupRegion),
    pickupAddress: trimmed(draft.pickupAddress),
    deliveryRegion: lastCode(draft.deliveryRegion),
    deliveryAddress: trimmed(draft.deliveryAddress),
    receiverName: trimmed(draft.receiverName),
    receiverPhone: trimmed(draft.receiverPhone),
    goodsName: trimmed(draft.goodsName),
    goodsType: Number(draft.goodsType),
    quantity: Number(draft.quantity),
    weight: Number(draft.weight),
    ...(draft.volume.trim() ? { volume: Number(draft.volume) } : {}),
    pickupDate: `${draft.pickupDate} 00:00:00`,
    remark: trimmed(draft.remark),
  } as Partial<Order>;
}

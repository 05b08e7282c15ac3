import { describe, expect, it } from 'vitest';
import { emptyOrder, localToday, type OrderDraft, orderPayload, orderProblems } from './orderRules';

const TODAY = '2026-11-24';

function validOrder(): OrderDraft {
  return {
    ...emptyOrder(),
    customerName: '张三',
    customerPhone: '13812345678',
    pickupRegion: { codes: ['11', '1101', '110101'], complete: true },
    pickupAddress: '东城区建国门内大街 1 号',
    pickupDate: '2026-11-25',
    deliveryRegion: { codes: ['31', '3101', '310101'], complete: true },
    deliveryAddress: '黄浦区中山东一路 2 号',
    receiverName: '李四',
    receiverPhone: '13987654321',
    goodsName: '电子元件',
    goodsType: '2',
    quantity: '3',
    weight: '12.5',
  };
}

describe('the booking rules', () => {
  it('accept a complete booking', () => {
    expect(orderProblems(validOrder(), TODAY)).toEqual({});
  });

  it('name each missing required field by its label', () => {
    const problems = orderProblems(emptyOrder(), TODAY);
    expect(problems.customerName).toEqual({ key: 'order.errors.required', label: 'order.customerName' });
    expect(problems.pickupAddress).toEqual({ key: 'order.errors.required', label: 'order.pickupAddress' });
    expect(problems.pickupRegion).toEqual({ key: 'order.errors.choose', label: 'order.pickupRegion' });
    expect(problems.weight).toEqual({ key: 'order.errors.weight' });
    expect(problems.company).toBeUndefined();
    expect(problems.volume).toBeUndefined();
    expect(problems.remark).toBeUndefined();
  });

  it("check both phone numbers with SPEC §5's three messages, in order", () => {
    const phone = (customerPhone: string, receiverPhone: string) => {
      const problems = orderProblems({ ...validOrder(), customerPhone, receiverPhone }, TODAY);
      return [problems.customerPhone?.key, problems.receiverPhone?.key];
    };
    expect(phone('', ' ')).toEqual(['order.errors.phoneEmpty', 'order.errors.receiverPhoneEmpty']);
    expect(phone('1381234', '139876543210')).toEqual([
      'order.errors.phoneLength',
      'order.errors.receiverPhoneLength',
    ]);
    expect(phone('23812345678', '1298765432a')).toEqual([
      'order.errors.phoneFormat',
      'order.errors.receiverPhoneFormat',
    ]);
  });

  it('want a region down to its last level', () => {
    const partial = { ...validOrder(), deliveryRegion: { codes: ['31', '3101'], complete: false } };
    expect(orderProblems(partial, TODAY).deliveryRegion).toEqual({
      key: 'order.errors.regionIncomplete',
      label: 'order.deliveryRegion',
    });
  });

  it('refuse a pick-up date in the past, and take today', () => {
    expect(orderProblems({ ...validOrder(), pickupDate: '2026-11-23' }, TODAY).pickupDate).toEqual({
      key: 'order.errors.datePast',
    });
    expect(orderProblems({ ...validOrder(), pickupDate: TODAY }, TODAY).pickupDate).toBeUndefined();
    expect(orderProblems({ ...validOrder(), pickupDate: '' }, TODAY).pickupDate?.key).toBe(
      'order.errors.dateFormat',
    );
  });

  it('keep numbers in their ranges and texts within the definition', () => {
    const problems = orderProblems(
      { ...validOrder(), quantity: '0', weight: '0', volume: '-1', goodsName: '货'.repeat(101) },
      TODAY,
    );
    expect(problems.quantity?.key).toBe('order.errors.quantity');
    expect(problems.weight?.key).toBe('order.errors.weight');
    expect(problems.volume?.key).toBe('order.errors.volume');
    expect(problems.goodsName).toEqual({ key: 'order.errors.tooLong', label: 'order.goodsName', max: 100 });
    expect(orderProblems({ ...validOrder(), quantity: '1.5' }, TODAY).quantity?.key).toBe(
      'order.errors.quantity',
    );
  });

  it('send regions as their last code, numbers as numbers and the date as a wire date', () => {
    expect(orderPayload({ ...validOrder(), customerName: ' 张三 ', volume: '' })).toMatchObject({
      customerName: '张三',
      pickupRegion: '110101',
      deliveryRegion: '310101',
      goodsType: 2,
      quantity: 3,
      weight: 12.5,
      pickupDate: '2026-11-25 00:00:00',
    });
    expect(orderPayload(validOrder())).not.toHaveProperty('volume');
  });

  it("know today's date on the visitor's clock", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

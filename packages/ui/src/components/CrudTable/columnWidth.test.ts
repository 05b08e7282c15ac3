import { describe, expect, it } from 'vitest';
import { columnFit, NUMBER_UNCUT_WIDTH, READABLE_CUT_WIDTH } from './columnWidth';
import { cellTextWidth } from './headerWidth';

const words = { yes: '是', no: '否' };
const fitOf = (values: string[], header = '表名') =>
  columnFit({
    column: { field: 'name', label: header },
    header,
    records: values.map((name) => ({ name })),
    words,
  });

describe('columnFit', () => {
  it('cuts a long value no narrower than its first few characters: "bla…" told nothing', () => {
    const fit = fitOf(['blade_notice_category_item', 'blade_notice']);
    expect(fit.body).toBe(cellTextWidth('blade_notice_category_item'));
    expect(fit.min).toBe(READABLE_CUT_WIDTH);
  });

  it('never cuts a value narrower than that (超级管理员, 布雷德科技)', () => {
    const fit = fitOf(['超级管理员', '用户']);
    expect(fit.body).toBeLessThanOrEqual(READABLE_CUT_WIDTH);
    expect(fit.min).toBe(fit.body);
  });

  it('keeps a header wider than that whole on its lines', () => {
    const fit = fitOf(['a'.repeat(40)], '非常长的一个列标题名称');
    expect(fit.min).toBeGreaterThan(READABLE_CUT_WIDTH);
  });

  it('never cuts a number: an 11-digit phone read "138123…" in the users table at 1440 px', () => {
    const phones = fitOf(['13812345678', '+86 (21) 5555-0123', '']);
    expect(phones.body).toBeGreaterThan(READABLE_CUT_WIDTH);
    expect(phones.min).toBe(phones.body);
    // One value that is not a number, and the column may be cut as text is.
    expect(fitOf(['13812345678901', 'ask the front desk']).min).toBe(READABLE_CUT_WIDTH);
    // Nor is a list of ids kept whole: past its bound a "number" gives way like text.
    const ids = fitOf(['1123598821738675201,1123598821738675202']);
    expect(ids.body).toBeGreaterThan(NUMBER_UNCUT_WIDTH);
    expect(ids.min).toBe(READABLE_CUT_WIDTH);
  });
});

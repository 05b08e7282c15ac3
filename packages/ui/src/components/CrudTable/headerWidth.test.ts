import { describe, expect, it } from 'vitest';
import { estimateTextWidth, headerMinWidth } from './headerWidth';

describe('header minimum width', () => {
  it('gives CJK headers one em a character, plus the cell padding', () => {
    // 字典排序 at 13 px: 52 px of text in 2 × 12 px of padding, with 2 px of rounding room.
    expect(headerMinWidth('字典排序')).toBe(78);
  });

  it('leaves room for the sort arrow of a sortable column', () => {
    expect(headerMinWidth('字典排序', true) - headerMinWidth('字典排序')).toBe(18);
  });

  it('estimates Latin text narrower than CJK but never by letter count alone', () => {
    const english = estimateTextWidth('Weight (kg)');
    expect(english).toBeGreaterThan(estimateTextWidth('重量'));
    expect(english).toBeLessThan(estimateTextWidth('重量（千克）重量'));
    expect(estimateTextWidth('WWW')).toBeGreaterThan(estimateTextWidth('iii'));
  });
});

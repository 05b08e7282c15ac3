import { describe, expect, it } from 'vitest';
import { actionButtonsWidth, estimateTextWidth, headerMinWidth, headerWordsMinWidth } from './headerWidth';

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

describe('actions column minimum width', () => {
  it('fits each button: its label, its padding and icon, the gaps between them and the cell padding', () => {
    // 查看 / 编辑 / 删除 at 12 px: 3 × (24 + 16) px of buttons, 2 × 4 px of gaps, 2 × 12 + 2 px.
    const three = [{ label: '查看' }, { label: '编辑' }, { label: '删除' }];
    expect(actionButtonsWidth(three)).toBe(154);
    expect(actionButtonsWidth([...three, { label: '启用', icon: true }])).toBe(154 + 24 + 16 + 18 + 4);
    expect(actionButtonsWidth([])).toBe(0);
  });

  it('grows with longer labels: English ones and a page’s own actions', () => {
    const zh = actionButtonsWidth([{ label: '查看' }, { label: '编辑' }, { label: '删除' }]);
    const en = actionButtonsWidth([
      { label: 'View' },
      { label: 'Edit' },
      { label: 'Delete' },
      { label: 'Reset password' },
    ]);
    expect(en).toBeGreaterThan(zh);
  });
});

describe('header minimum width on several lines', () => {
  it('is the widest word: an English label may wrap between its words', () => {
    expect(headerWordsMinWidth('Module name')).toBe(
      Math.max(headerMinWidth('Module'), headerMinWidth('name')),
    );
    expect(headerWordsMinWidth('Module name')).toBeLessThan(headerMinWidth('Module name'));
  });

  it('keeps a CJK label and a one-word label whole, with the sort arrow', () => {
    expect(headerWordsMinWidth('所属部门', true)).toBe(headerMinWidth('所属部门', true));
    expect(headerWordsMinWidth('Departments')).toBe(headerMinWidth('Departments'));
  });
});

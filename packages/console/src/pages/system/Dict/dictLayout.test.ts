import { CARD_BREAKPOINT } from '@blade-console/ui';
import { describe, expect, it } from 'vitest';
import { DICT_GAP, ITEMS_MIN_WIDTH, sideBySideColumns } from './dictLayout';

describe('sideBySideColumns (系统字典, horizontal)', () => {
  it('leaves the stylesheet in charge until both widths are known', () => {
    expect(sideBySideColumns(undefined, 700)).toBeUndefined();
    expect(sideBySideColumns(1168, undefined)).toBeUndefined();
  });

  it('gives the dictionaries what they need and the items the rest, when the rest is enough', () => {
    // 1440 px in Chinese: the layout is ~1168 px wide, the dictionaries need ~700.
    expect(sideBySideColumns(1168, 700.4)).toBe('701px minmax(0, 1fr)');
    expect(sideBySideColumns(700 + DICT_GAP + ITEMS_MIN_WIDTH, 700)).toBe('700px minmax(0, 1fr)');
  });

  it('never gives the dictionaries less than a table (narrower, their rows would be cards)', () => {
    expect(sideBySideColumns(1168, 480)).toBe(`${CARD_BREAKPOINT}px minmax(0, 1fr)`);
  });

  it('stacks them when the items would get less than their least width', () => {
    // 1440 px in English: the dictionaries need ~800, which leaves the items ~350.
    expect(sideBySideColumns(1168, 800)).toBe('minmax(0, 1fr)');
    expect(sideBySideColumns(700 + DICT_GAP + ITEMS_MIN_WIDTH - 1, 700)).toBe('minmax(0, 1fr)');
  });
});

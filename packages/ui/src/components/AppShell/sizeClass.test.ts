import { describe, expect, it } from 'vitest';
import { isMobileSize, sizeClassFor } from './sizeClass';

describe('sizeClassFor', () => {
  it.each([
    [0, 0],
    [375, 0],
    [767, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
    [2560, 3],
  ] as const)('%i px → %i', (width, size) => {
    expect(sizeClassFor(width)).toBe(size);
  });
  it('treats classes 0 and 1 as mobile', () => {
    expect([0, 1, 2, 3].map((s) => isMobileSize(s as 0 | 1 | 2 | 3))).toEqual([true, true, false, false]);
  });
});

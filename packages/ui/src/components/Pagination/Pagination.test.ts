import { describe, expect, it } from 'vitest';
import { clampPage, getPageItems, type PageItem, pageCount } from './pages';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('pageCount', () => {
  // Rounds up and is never below 1.
  it.each([
    [11, 10, 2],
    [10, 10, 1],
    [0, 10, 1],
    [201, 200, 2],
    [Number.NaN, 10, 1],
  ])('%d rows of %d a page make %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 1],
    [9, 5],
    [2.7, 2],
    [Number.NaN, 1],
  ])('keeps page %d within 1..5 as %d', (page, kept) => {
    expect(clampPage(page, 5)).toBe(kept);
  });
});

describe('getPageItems', () => {
  it('lists every page when there are few', () => {
    expect(show(getPageItems(1, 1))).toBe('1');
    expect(show(getPageItems(2, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });
  it('puts a gap after the window near the start', () => {
    expect(show(getPageItems(1, 20))).toBe('1 2 3 4 5 6 7 … 20');
    expect(show(getPageItems(4, 20))).toBe('1 2 3 4 5 6 7 … 20');
  });
  it('puts gaps on both sides in the middle', () => {
    expect(show(getPageItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
  });
  it('puts a gap before the window near the end', () => {
    expect(show(getPageItems(20, 20))).toBe('1 … 14 15 16 17 18 19 20');
    expect(show(getPageItems(17, 20))).toBe('1 … 14 15 16 17 18 19 20');
  });
  it('keeps a constant length and gaps jump five pages', () => {
    for (let p = 1; p <= 30; p++) expect(getPageItems(p, 30)).toHaveLength(9);
    const gaps = getPageItems(10, 30).filter((i) => i.type === 'gap');
    expect(gaps.map((g) => g.page)).toEqual([5, 15]);
  });
});

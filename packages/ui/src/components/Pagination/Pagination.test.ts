import { describe, expect, it } from 'vitest';
import { clampPage, getPageItems, type PageItem, pageCount } from './pages';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('pageCount', () => {
  it('rounds up and is never below 1', () => {
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(201, 200)).toBe(2);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page within 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
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

import { describe, expect, it } from 'vitest';
import { type KeptEntry, keepShown, OpeningOrder, pageKeyOf } from './lru';

const keys = (kept: readonly KeptEntry<unknown>[]) => kept.map((entry) => entry.key);

function showAll(paths: string[], max: number, open = new Set(paths)) {
  let kept: KeptEntry<string>[] = [];
  for (const path of paths) kept = keepShown(kept, path, path, open, max);
  return kept;
}

describe('kept pages (LRU)', () => {
  it('keeps at most max pages, dropping the least recently shown', () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/p${i}`);
    const kept = showAll(paths, 10);
    expect(kept).toHaveLength(10);
    expect(keys(kept)).toEqual(paths.slice(10).reverse());
  });

  it('showing a kept page again makes it the most recent, so it outlives the others', () => {
    let kept = showAll(['/a', '/b', '/c'], 3, new Set(['/a', '/b', '/c', '/d']));
    kept = keepShown(kept, '/a', 'a again', new Set(['/a', '/b', '/c', '/d']), 3);
    expect(keys(kept)).toEqual(['/a', '/c', '/b']);
    expect(kept[0]?.value).toBe('a again');
    kept = keepShown(kept, '/d', '/d', new Set(['/a', '/b', '/c', '/d']), 3);
    expect(keys(kept)).toEqual(['/d', '/a', '/c']);
  });

  it('a closed tab’s page goes at once; the shown page stays even before its tab is open', () => {
    const kept = showAll(['/a', '/b', '/c'], 10);
    const after = keepShown(kept, '/new', '/new', new Set(['/a', '/c']), 10);
    expect(keys(after)).toEqual(['/new', '/c', '/a']);
  });

  it('a bound below one still keeps the shown page', () => {
    expect(keys(showAll(['/a', '/b'], 0))).toEqual(['/b']);
  });

  it('framed pages are told apart by their query, other pages by their path', () => {
    expect(pageKeyOf('/system/param', '?paramName=x')).toBe('/system/param');
    expect(pageKeyOf('/myiframe/urlPath', '?src=a')).toBe('/myiframe/urlPath?src=a');
  });
});

describe('the order kept pages are drawn in', () => {
  /** Shows `paths` in turn as KeptPages does: the LRU, then the drawing order, dropped pages forgotten. */
  function drawn(paths: string[], max: number) {
    const order = new OpeningOrder();
    let kept: KeptEntry<string>[] = [];
    const draws: string[][] = [];
    for (const path of paths) {
      const before = new Set(keys(kept));
      kept = keepShown(kept, path, path, new Set(paths), max);
      draws.push(keys(order.sort(kept)));
      for (const key of before) if (!keys(kept).includes(key)) order.forget(key);
    }
    return draws;
  }

  it('is the order pages were first opened, whichever is shown', () => {
    const draws = drawn(['/a', '/b', '/c', '/a', '/c', '/b'], 10);
    expect(draws.at(-1)).toEqual(['/a', '/b', '/c']);
    expect(draws.at(-2)).toEqual(['/a', '/b', '/c']);
  });

  it('stays put while switching between two pages opened after others were dropped', () => {
    // 12 pages with room for 10: /p10 and /p11 came after /p0 and /p1 went.
    const opened = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    const draws = drawn([...opened, '/p10', '/p11', '/p10', '/p11'], 10);
    const expected = opened.slice(2);
    for (const draw of draws.slice(-5)) expect(draw).toEqual(expected);
  });

  it('draws a page opened again after it was dropped last', () => {
    const draws = drawn(['/a', '/b', '/c', '/a'], 2);
    // /a went when /c came; opened again, it is newer than /c.
    expect(draws.at(-1)).toEqual(['/c', '/a']);
  });
});

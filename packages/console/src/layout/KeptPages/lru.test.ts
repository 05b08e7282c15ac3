import { describe, expect, it } from 'vitest';
import { type KeptEntry, keepShown, pageKeyOf } from './lru';

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

/**
 * Which pages stay mounted: the open tabs' pages, most recently shown first, at most `max` of them
 * (an LRU). Pure, so the bound is tested without a browser.
 */
export interface KeptEntry<T> {
  key: string;
  value: T;
}

/**
 * The kept list after `key` was shown with `value`: it moves to the front; pages whose tab was
 * closed go (`open`: the keys of the open tabs; the shown page always stays); past `max` the least
 * recently shown go.
 */
export function keepShown<T>(
  kept: readonly KeptEntry<T>[],
  key: string,
  value: T,
  open: ReadonlySet<string>,
  max: number,
): KeptEntry<T>[] {
  const rest = kept.filter((entry) => entry.key !== key && open.has(entry.key));
  return [{ key, value }, ...rest].slice(0, Math.max(1, max));
}

/**
 * The order kept pages are drawn in: the order they were first opened, whatever was shown since.
 * React moves a child whose place among its siblings changed, and a moved page loses its drawing
 * (its boxes are rebuilt; an iframe in it reloads). A page's number is never reused: given the count
 * of pages known, a page opened after another was dropped shared its number with the page opened
 * before it, and the two then changed places on every switch between them.
 */
export class OpeningOrder {
  private next = 0;
  private readonly ranks = new Map<string, number>();

  /** `kept` in the order its pages were first opened (numbering the pages it has not seen). */
  sort<T>(kept: readonly KeptEntry<T>[]): KeptEntry<T>[] {
    for (const { key } of kept) if (!this.ranks.has(key)) this.ranks.set(key, this.next++);
    return [...kept].sort((a, b) => (this.ranks.get(a.key) ?? 0) - (this.ranks.get(b.key) ?? 0));
  }

  /** A page no longer kept: opened again, it is drawn last. */
  forget(key: string): void {
    this.ranks.delete(key);
  }
}

/** The page key of an address: its path, or path and query for framed pages (which differ only by it). */
export function pageKeyOf(pathname: string, search: string): string {
  return pathname.startsWith('/myiframe/') ? `${pathname}${search}` : pathname;
}

/** The page key of an address such as a tab's (`/system/param?paramName=x`). */
export function pageKeyOfAddress(address: string): string {
  const url = new URL(address, 'http://console.invalid');
  return pageKeyOf(url.pathname, url.search);
}

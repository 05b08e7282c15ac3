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

/** The page key of an address: its path, or path and query for framed pages (which differ only by it). */
export function pageKeyOf(pathname: string, search: string): string {
  return pathname.startsWith('/myiframe/') ? `${pathname}${search}` : pathname;
}

/** The page key of an address such as a tab's (`/system/param?paramName=x`). */
export function pageKeyOfAddress(address: string): string {
  const url = new URL(address, 'http://console.invalid');
  return pageKeyOf(url.pathname, url.search);
}

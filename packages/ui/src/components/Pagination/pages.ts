/** One slot of the page list: a page number, or a gap that jumps `jump` pages when clicked. */
export type PageItem =
  | { type: 'page'; page: number }
  | { type: 'gap'; direction: 'prev' | 'next'; page: number };

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the
 * current one, and a gap where pages are left out. A gap jumps `siblings * 2 + 1` pages (5 with
 * the default), like Element's "quick prev/next". The list has a constant length once there are
 * enough pages, so the controls do not jump around as the current page moves.
 */
export function getPageItems(current: number, pages: number, siblings = 2): PageItem[] {
  const slots = siblings * 2 + 5; // first, last, current, siblings, two gaps
  if (pages <= slots) return Array.from({ length: pages }, (_, i) => ({ type: 'page', page: i + 1 }));
  const page = clampPage(current, pages);
  const jump = siblings * 2 + 1;
  let start = page - siblings;
  let end = page + siblings;
  // Near an edge, widen the window instead of showing a gap that would hide a single page.
  if (start <= 3) {
    start = 2;
    end = slots - 2;
  } else if (end >= pages - 2) {
    end = pages - 1;
    start = pages - (slots - 3);
  }
  const items: PageItem[] = [{ type: 'page', page: 1 }];
  if (start > 2) items.push({ type: 'gap', direction: 'prev', page: Math.max(1, page - jump) });
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p });
  if (end < pages - 1) items.push({ type: 'gap', direction: 'next', page: Math.min(pages, page + jump) });
  items.push({ type: 'page', page: pages });
  return items;
}

import type { PointerEvent } from 'react';

/** Marks a title this module gave, so that it is the only one taken away again. */
const OWN_TITLE = 'data-cut-title';

/**
 * An element's whole text as its native tooltip while it cuts it (issue 16: "a tooltip on any
 * truncated cell"; the sidebar's long English names): table cells, also those a column's `render`
 * draws, and menu labels. Worked out when the pointer comes in, not on every render: measuring each
 * cell of a long page would force a layout per cell. Content that brings its own title (plain text
 * cells) keeps that one.
 */
export function titleWhenCut(event: PointerEvent<HTMLElement>) {
  const cell = event.currentTarget;
  const own = cell.hasAttribute(OWN_TITLE);
  if (!own && (cell.title || cell.querySelector('[title]'))) return;
  const text = cell.textContent?.trim() ?? '';
  if (text && isCut(cell)) {
    cell.title = text;
    cell.setAttribute(OWN_TITLE, '');
  } else if (own) {
    cell.removeAttribute('title');
    cell.removeAttribute(OWN_TITLE);
  }
}

/**
 * The element, or a box inside it that clips (an ellipsis of a render's own), is narrower than its
 * content, or the element is shorter than it (a name clamped to two lines, `clampLines`).
 */
function isCut(cell: HTMLElement): boolean {
  if (cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight) return true;
  for (const element of cell.querySelectorAll<HTMLElement>('*')) {
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth) return true;
  }
  return false;
}

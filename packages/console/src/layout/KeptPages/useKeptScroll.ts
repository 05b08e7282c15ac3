import { useLayoutEffect, useRef } from 'react';
import { isAnyPageShown } from '../../stores/keptPages';

interface Offset {
  top: number;
  left: number;
}

/**
 * Where each scroll area is, as last noted from its scroll events (the browser fires one whenever
 * the offset changes, a clamp to shorter content included). Showing a page compares
 * with this instead of reading the area: reading or writing its offset forces a layout of the page
 * just revealed, in the middle of the commit (the costliest step of a tab switch when measured).
 */
const areaOffsets = new WeakMap<HTMLElement, Offset>();

/**
 * The areas met so far. One met for the first time was just mounted with the shell (the console's
 * first paint after a sign-in): a new element is at the top, so the first page needs no write, and
 * a write there would lay out the whole shell in the middle of its first commit (~80 ms of the
 * sign-in's click-to-menu in a Chromium profile).
 */
const metAreas = new WeakSet<HTMLElement>();

/** Reads where the area is once the frame is painted: its layout is done then, so the read is cheap. */
function learnAfterPaint(area: HTMLElement): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (isAnyPageShown() && !areaOffsets.has(area))
        areaOffsets.set(area, { top: area.scrollTop, left: area.scrollLeft });
    }),
  );
}

/**
 * Gives a kept page its own scroll offset in the scroll area all pages share (the shell's main
 * element): while the page is shown its offset is noted on every scroll, and when it is shown
 * again (its layout effects re-run under `<Activity>`) the area goes back there, before paint —
 * unless it is there already. A page shown for the first time starts at the top, not at the
 * previous page's offset.
 *
 * Noted on scroll rather than read when hidden: by the time a hidden page's cleanup runs, its
 * content may already be hidden, and the browser then clamps the area to the shown page's height.
 */
export function useKeptScroll(scrollAreaId: string): void {
  const offset = useRef<Offset>({ top: 0, left: 0 });
  useLayoutEffect(() => {
    const area = document.getElementById(scrollAreaId);
    if (!area) return;
    if (!metAreas.has(area)) {
      metAreas.add(area);
      areaOffsets.set(area, { top: 0, left: 0 });
    }
    const wanted = offset.current;
    const now = areaOffsets.get(area);
    if (now?.top !== wanted.top || now.left !== wanted.left) {
      area.scrollTop = wanted.top;
      area.scrollLeft = wanted.left;
      // The browser may clamp it short of `wanted`: known again from the scroll event the move
      // fires, or, when it did not move, read once the frame is painted.
      areaOffsets.delete(area);
      learnAfterPaint(area);
    }
    const note = () => {
      offset.current = { top: area.scrollTop, left: area.scrollLeft };
      areaOffsets.set(area, offset.current);
    };
    area.addEventListener('scroll', note, { passive: true });
    return () => {
      area.removeEventListener('scroll', note);
      // No page shown: the whole shell is being hidden (the lock screen), which may reset the
      // area's offset without a scroll event.
      if (!isAnyPageShown()) areaOffsets.delete(area);
    };
  }, [scrollAreaId]);
}

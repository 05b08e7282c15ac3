import { useLayoutEffect, useRef } from 'react';

/**
 * Gives a kept page its own scroll offset in the scroll area all pages share (the shell's main
 * element): while the page is shown its offset is noted on every scroll, and when it is shown
 * again (its layout effects re-run under `<Activity>`) the area goes back there, before paint.
 * A page shown for the first time starts at the top, not at the previous page's offset.
 *
 * Noted on scroll rather than read when hidden: by the time a hidden page's cleanup runs, its
 * content may already be hidden, and the browser then clamps the area to the shown page's height.
 */
export function useKeptScroll(scrollAreaId: string): void {
  const offset = useRef({ top: 0, left: 0 });
  useLayoutEffect(() => {
    const area = document.getElementById(scrollAreaId);
    if (!area) return;
    area.scrollTop = offset.current.top;
    area.scrollLeft = offset.current.left;
    const note = () => {
      offset.current = { top: area.scrollTop, left: area.scrollLeft };
    };
    area.addEventListener('scroll', note, { passive: true });
    return () => area.removeEventListener('scroll', note);
  }, [scrollAreaId]);
}

import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** Marks a page's toolbar action in the DOM, with its key, so its width can be kept. */
export const FIT_ITEM = 'data-fit-item';
/** Marks the "更多" button that takes the actions that do not fit. */
export const FIT_MORE = 'data-fit-more';

/** Until the "更多" button has been drawn once: about its width in either language. */
const MORE_GUESS = 90;

/**
 * How many of a toolbar's collapsible actions fit on its one line beside everything else (issue
 * 39: at 1280 px the user page's seven actions wrapped onto three lines in English). Widths are
 * kept per action and label, as last drawn, so a narrower bar needs no second drawing; a label
 * not yet measured (a new language) has every action drawn once, measured before the paint.
 *
 * `bar` is the toolbar; `group` is the group holding the collapsible actions (marked `FIT_ITEM`)
 * beside fixed ones; `keys` are the actions' keys with their labels, in order.
 */
export function useToolbarFit(
  bar: RefObject<HTMLElement | null>,
  group: RefObject<HTMLElement | null>,
  keys: readonly string[],
): number {
  const widths = useRef(new Map<string, number>());
  const more = useRef(MORE_GUESS);
  const signature = keys.join('\n');
  // The count is for the labels it was worked out with; other labels are all drawn to be measured.
  const [fit, setFit] = useState({ signature: '', count: keys.length });
  const unknown = keys.some((key) => !widths.current.has(key));
  // The count is known for these labels: every action measured, the count worked out with them.
  const known = !unknown && fit.signature === signature;
  const shown = known ? fit.count : keys.length;
  // Read by the effect: a kept page shown again re-runs it with the closure it was last made with.
  const settled = useRef(known);
  settled.current = known;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `keys`.
  useLayoutEffect(() => {
    const toolbar = bar.current;
    const left = group.current;
    if (!toolbar || !left) return;
    const measure = () => {
      // A hidden page (a kept tab) has nothing to measure.
      if (!toolbar.clientWidth) return;
      const gap = Number.parseFloat(getComputedStyle(left).columnGap) || 0;
      let fixed = 0;
      let fixedCount = 0;
      for (const child of left.children) {
        const element = child as HTMLElement;
        const key = element.getAttribute(FIT_ITEM);
        if (key !== null) {
          if (element.offsetWidth) widths.current.set(key, element.offsetWidth);
        } else if (element.hasAttribute(FIT_MORE)) {
          if (element.offsetWidth) more.current = element.offsetWidth;
        } else {
          fixed += element.offsetWidth;
          fixedCount += 1;
        }
      }
      const style = getComputedStyle(toolbar);
      const others = [...toolbar.children].filter((child) => child !== left) as HTMLElement[];
      const room =
        toolbar.clientWidth -
        (Number.parseFloat(style.paddingLeft) || 0) -
        (Number.parseFloat(style.paddingRight) || 0) -
        others.reduce((sum, other) => sum + other.offsetWidth + (Number.parseFloat(style.columnGap) || 0), 0);
      const count = fitting(keys, widths.current, { room, fixed, fixedCount, gap, more: more.current });
      setFit((last) => (last.signature === signature && last.count === count ? last : { signature, count }));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured before the first paint when the count is not known for these labels. A kept page
    // shown again already has it: the observer's first report (after the frame's own layout) checks
    // it, instead of a layout forced in the middle of the tab switch.
    if (!settled.current) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(toolbar);
    return () => observer.disconnect();
  }, [signature, bar, group]);

  return Math.min(shown, keys.length);
}

interface Room {
  /** The width the group may take. */
  room: number;
  /** The width of its fixed items and how many they are. */
  fixed: number;
  fixedCount: number;
  gap: number;
  /** The width of the "更多" button. */
  more: number;
}

/** The most actions that fit in order, with the "更多" button when some do not. */
export function fitting(keys: readonly string[], widths: ReadonlyMap<string, number>, space: Room): number {
  const { room, fixed, fixedCount, gap, more } = space;
  let used = fixed + Math.max(0, fixedCount - 1) * gap;
  const all = keys.reduce((sum, key) => sum + (widths.get(key) ?? 0) + gap, used);
  if (all <= room + 0.5) return keys.length;
  let count = 0;
  for (const key of keys) {
    const next = used + gap + (widths.get(key) ?? 0);
    if (next + gap + more > room + 0.5) break;
    used = next;
    count += 1;
  }
  return count;
}

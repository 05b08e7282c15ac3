import type { FocusEvent, RefObject } from 'react';

/**
 * Whether a blur takes focus out of the element that handles it (`event.currentTarget`) and out of
 * each of `popups` (a portalled panel is outside that element in the DOM, yet part of the control).
 * Composite controls call their `onBlur` only then: form libraries mark a field touched on blur,
 * which must not happen while focus merely moves between the control's own parts.
 */
export function focusLeaves(event: FocusEvent<Element>, ...popups: RefObject<Element | null>[]): boolean {
  const next = event.relatedTarget as Node | null;
  if (!next) return true;
  return !event.currentTarget.contains(next) && !popups.some((popup) => popup.current?.contains(next));
}

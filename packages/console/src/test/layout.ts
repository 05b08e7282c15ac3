import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so a table's virtual body would render no rows: give every element a
 * size (800 px high, 1200 px wide). Call it in a screen test's `beforeAll`.
 */
export function giveElementsASize(): void {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
}

/**
 * `<kept-page>`: the element each kept page is drawn in, the one element React's `<Activity>` hides
 * and shows for it.
 *
 * Why an element of its own: `<Activity>` hides by setting `display: none !important` on its top
 * elements and shows by clearing it, and a `display: none` subtree keeps neither computed styles nor
 * layout in Chromium, so every tab switch recomputed the whole page it revealed (issue 43: 6–7 ms of
 * style and layout to un-hide a list page, against 0.6 ms with its rendering kept). This element
 * takes the order as `content-visibility: hidden` instead, which hides the page as completely — not
 * drawn, out of the accessibility tree and the tab order, no room taken (size containment) — but
 * keeps its rendering state, so showing it again is a repaint. React gives no other way to hide; should its way
 * change, the order reaches the real style and the page hides with `display: none` as before (slower,
 * never wrong): e2e/kept-tabs-hidden.spec.ts checks which one happens.
 */
export const KEPT_PAGE_TAG = 'kept-page';

/** Whether this browser keeps a hidden subtree's rendering (not jsdom, not Safari before 18). */
const keepsRendering = () => typeof CSS !== 'undefined' && CSS.supports?.('content-visibility', 'hidden');

/**
 * Hides (`none`) or shows a kept page's element: with its rendering kept where the browser can,
 * else as `<Activity>` would, a block when shown.
 */
function setShown(real: CSSStyleDeclaration, display: string | null): void {
  if (!keepsRendering()) real.setProperty('display', display === 'none' ? 'none' : 'block');
  else if (display === 'none') real.setProperty('content-visibility', 'hidden');
  else real.removeProperty('content-visibility');
}

/** The element's style, where `display` hides or shows it; every other property as usual. */
function hidingStyle(real: CSSStyleDeclaration): CSSStyleDeclaration {
  return new Proxy(real, {
    get(target, key) {
      if (key === 'setProperty') {
        return (name: string, value: string | null, priority?: string) =>
          name === 'display' ? setShown(target, value) : target.setProperty(name, value, priority);
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, key, value) {
      if (key === 'display') setShown(target, value);
      else Reflect.set(target, key, value, target);
      return true;
    },
  });
}

class KeptPageElement extends HTMLElement {
  #style?: CSSStyleDeclaration;

  connectedCallback(): void {
    // A block: without it an unknown element is inline. Size containment (content-visibility:
    // hidden) then leaves a hidden page no height. (Hidden before it was connected, it stays so.)
    if (!super.style.display) super.style.display = 'block';
  }

  override get style(): CSSStyleDeclaration {
    this.#style ??= hidingStyle(super.style);
    return this.#style;
  }

  override set style(cssText: string) {
    super.style.cssText = cssText;
  }
}

/** Defines `<kept-page>` (once; not where there are no custom elements, as in the pre-renderer). */
export function defineKeptPage(): void {
  if (typeof customElements === 'undefined' || customElements.get(KEPT_PAGE_TAG)) return;
  customElements.define(KEPT_PAGE_TAG, KeptPageElement);
}

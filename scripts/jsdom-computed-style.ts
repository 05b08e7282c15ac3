/**
 * The unit tests' `getComputedStyle`, answered once per element until the document changes.
 *
 * Why: the console's whole-app tests spend most of their CPU in jsdom's `getComputedStyle`
 * (profiled on `websitePages.app.test.tsx`: jsdom, its selector engine and cssstyle ~25 s of 53 s).
 * Testing Library's role queries ask it for every element and each of its ancestors (is it
 * hidden?), user-event for every element it clicks (pointer-events), jest-dom's `toBeVisible` up
 * the tree. jsdom already keeps each element's cascaded declaration until the document changes, but
 * builds a new declaration on every call and parses every property into it again (cssstyle).
 *
 * What is kept is exactly what jsdom's own cache keeps: jsdom drops its cache (`_styleCache`, a
 * WeakMap on the document) on every change of the document — a node, an attribute, a text, a style
 * sheet — and a memo tied to that WeakMap's identity is dropped with it. So no answer outlives a
 * change jsdom itself would have seen. The one difference: the same object comes back for the same
 * element until then (browsers return a live object; nobody here writes to it).
 */
const memoized = Symbol('computed styles memoized');

export function memoizeComputedStyle(window: Window & typeof globalThis): void {
  // Once per window: a worker that shares its page between files (isolate: false) runs the setup
  // file again for each.
  const marked = window as unknown as Record<symbol, boolean>;
  if (marked[memoized]) return;
  marked[memoized] = true;
  const document = window.document;
  // jsdom's wrapper objects hold their implementation under a symbol described "impl".
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  if (!implKey) return;
  const impl = (document as unknown as Record<symbol, { _styleCache?: object | null }>)[implKey];
  if (!impl) return;
  const compute = window.getComputedStyle.bind(window);
  let generation: object | null | undefined;
  let answers = new WeakMap<Element, CSSStyleDeclaration>();

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (impl._styleCache && impl._styleCache === generation) {
      const known = answers.get(element);
      if (known) return known;
    }
    const answer = compute(element);
    // jsdom's cache after the call: a new one means the document changed since the last answers.
    if (impl._styleCache !== generation) {
      generation = impl._styleCache;
      answers = new WeakMap();
    }
    answers.set(element, answer);
    return answer;
  };
}

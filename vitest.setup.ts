// The unit tests' setup. Files in Node (the `unit-node` project) have no document: they skip what
// only a page needs, Testing Library and its matchers included (importing them took ~0.25 s of
// every file there).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');
  const { memoizeComputedStyle } = await import('./scripts/jsdom-computed-style');

  // `findBy…`/`waitFor` wait up to 5 s instead of 1 s: on a loaded 2-core machine a page's first
  // render (lazy routes, the shell, the mocks) can take longer than a second. A wait that succeeds
  // sooner returns sooner; only a real failure takes the full time.
  configure({ asyncUtilTimeout: 5_000 });

  // jsdom's getComputedStyle answered once per element until the document changes (why: there).
  memoizeComputedStyle(window);
}

export {};

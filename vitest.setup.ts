// The unit tests' setup. Files in Node (the `unit-node` project) have no document: they skip what
// only a page needs, Testing Library and its matchers included (importing them took ~0.25 s of
// every file there).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure, getConfig } = await import('@testing-library/react');
  const { memoizeComputedStyle } = await import('./scripts/jsdom-computed-style');
  const withDocument = getConfig().getElementError;

  configure({
    // `findBy…`/`waitFor` wait up to 5 s instead of 1 s: on a loaded 2-core machine a page's first
    // render (lazy routes, the shell, the mocks) can take longer than a second. A wait that succeeds
    // sooner returns sooner; only a real failure takes the full time.
    asyncUtilTimeout: 5_000,
    // A query that fails inside `waitFor`/`findBy…` is tried again on every change of the page, and
    // each failure printed the whole document into its message (~8 % of a whole-console test's CPU,
    // profiled), though only the last is ever shown, and `waitFor` prints the document into that one
    // when it gives up. Testing Library marks those tries with this flag (it skips its own costly
    // role listing then); a query that fails outside a wait still prints the document.
    getElementError(message, container) {
      if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
        return withDocument(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });

  // jsdom's getComputedStyle answered once per element until the document changes (why: there).
  memoizeComputedStyle(window);
}

export {};

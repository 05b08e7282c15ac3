// The unit tests' setup. Files in Node (the `unit-node` project) have no document: they skip what
// only a page needs, Testing Library and its matchers included (importing them took ~0.25 s of
// every file there).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure, getConfig } = await import('@testing-library/react');
  const { afterEach, inject } = await import('vitest');
  // Testing Library unmounts what a test rendered by an afterEach it registers as it is imported:
  // where a worker shares its modules between files (the `unit` project), only the first file would
  // get it.
  if (inject('sharedPage')) afterEach(() => cleanup());
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
  if (inject('sharedPage')) {
    startFromACleanPage();
    // The language a file before switched to (the strings of both stay loaded).
    const { DEFAULT_LOCALE, setLocale } = await import('./packages/ui/src/i18n/locale');
    await setLocale(DEFAULT_LOCALE);
  }
}

/**
 * The `unit` project's files share one jsdom per worker (vitest.config.ts, `sharedPage`), and this
 * file runs before each: what one file's page left behind — elements outside Testing Library's
 * containers (portals, a prerendered form), <html>'s theme and language, storage, cookies, the
 * address — is cleared, as a fresh page would have it. (Its styles stay: styled-components keeps
 * its own <style> elements.)
 */
function startFromACleanPage() {
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by a project whose files share one page and module graph per worker (vitest.config.ts). */
    sharedPage?: boolean;
  }
}

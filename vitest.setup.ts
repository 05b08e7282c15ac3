import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { memoizeComputedStyle } from './scripts/jsdom-computed-style';

// `findBy…`/`waitFor` wait up to 5 s instead of 1 s: on a loaded 2-core machine a page's first render
// (lazy routes, the shell, the mocks) can take longer than a second. A wait that succeeds sooner
// returns sooner; only a real failure takes the full time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's getComputedStyle answered once per element until the document changes (why: there).
if (typeof window !== 'undefined') memoizeComputedStyle(window);

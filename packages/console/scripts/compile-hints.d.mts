import type { Plugin } from 'vite';

/** The code a table page's first render runs: React's renderer and the table's own modules. */
export const TABLE_FIRST_RENDER: RegExp;

/** Puts V8's `//# allFunctionsCalledOnLoad` on every chunk holding a module whose id matches `test`. */
export function compileHints(test?: RegExp): Plugin;

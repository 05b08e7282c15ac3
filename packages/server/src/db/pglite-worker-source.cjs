// The PGlite worker run from source (tsx, Vitest): Node 20 applies no ESM loader hooks to a worker
// thread's modules, so the TypeScript worker is loaded through tsx's require hook instead.
require('tsx/cjs/api').register();
require('./pglite-worker.ts');

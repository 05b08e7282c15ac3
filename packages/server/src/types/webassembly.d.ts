// Node has WebAssembly as a global, but TypeScript declares it only in its DOM library, which the
// server's sources leave out (they must not reach for browser globals). What they use of it:
// compiling PGlite's PostgreSQL once for every worker thread (db/pglite-thread.ts).
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: a compiled module is opaque; it is only handed on.
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}

// styled-components bundles stylis's vendor prefixer (`-webkit-`, `-ms-`… forms of a declaration),
// 1.3 KB gzip of /login's scripts, and runs it only under a `StyleSheetManager` with
// `enableVendorPrefixes` — which the product never sets (v6 dropped prefixing by default: the
// browsers the build targets need none). Tree-shaking cannot drop it (styled-components reaches it
// through `import * as stylis` and a runtime option), so the build gives stylis a prefixer that
// returns the declaration as written: what styled-components does anyway without the option.
// `pnpm dev` keeps the real one (its dependencies are pre-bundled without build plugins).

/** The id of the stand-in module: `\0` keeps other plugins from treating it as a file. */
const STAND_IN = '\0blade-stylis-prefixer';

/** stylis's `src/Prefixer.js`, as its own modules import it (`./src/Prefixer.js`, `./Prefixer.js`). */
const PREFIXER = /(^|\/)Prefixer\.js$/;
const STYLIS = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?stylis[\\/]/;

/** A Vite plugin that builds stylis without its vendor prefixer. */
export function withoutVendorPrefixer() {
  return {
    name: 'blade-without-vendor-prefixer',
    apply: 'build',
    enforce: 'pre',
    /** @param {string} source @param {string | undefined} importer */
    resolveId(source, importer) {
      return PREFIXER.test(source) && importer && STYLIS.test(importer) ? STAND_IN : null;
    },
    /** @param {string} id */
    load(id) {
      return id === STAND_IN ? 'export function prefix(value) {\n  return value;\n}\n' : null;
    },
  };
}

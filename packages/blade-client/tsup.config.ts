import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const bladeSchemaTypes = fileURLToPath(new URL('../blade-schema/src/index.ts', import.meta.url));

// One entry per public subpath; ESM + .d.ts into dist/ (package.json publishConfig points there).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'swr/index': 'src/swr/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'types/index': 'src/types/index.ts',
  },
  format: ['esm'],
  // blade-schema is private to the workspace: its code is bundled, its types inlined. Its types are
  // found through `paths` (its real folder), not tsup's `resolve`: resolved there, it sits under
  // node_modules, so the d.ts bundler keeps its own relative imports (`./codegen`) as external
  // imports of files that are never packed.
  dts: {
    compilerOptions: {
      // tsup's d.ts worker sets `baseUrl`, which TypeScript 6 reports as deprecated.
      ignoreDeprecations: '6.0',
      paths: { '@blade-console/blade-schema': [bladeSchemaTypes] },
    },
  },
  clean: true,
  // No source maps: the output is readable and unminified, and maps (with the sources they embed)
  // were most of the tarball.
  sourcemap: false,
  target: 'es2022',
  treeshake: true,
  // Peer/optional deps stay imports; the core bundles nothing but its own code.
  external: ['react', 'swr', 'msw', 'js-md5'],
});

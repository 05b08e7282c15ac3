import { defineConfig } from 'tsup';

// One entry per public subpath; ESM + .d.ts into dist/ (package.json publishConfig points there).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'swr/index': 'src/swr/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'types/index': 'src/types/index.ts',
  },
  format: ['esm'],
  // tsup's d.ts worker sets `baseUrl`, which TypeScript 6 reports as deprecated.
  // blade-schema is private to the workspace: its code is bundled, its types inlined.
  dts: { resolve: ['@blade-console/blade-schema'], compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Peer/optional deps stay imports; the core bundles nothing but its own code.
  external: ['react', 'swr', 'msw', 'js-md5'],
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { keepOneSourceMapComment } from '../../scripts/tsup-source-map-comment';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Everything the package depends on stays an import (the app's bundler dedupes it); subpaths too,
// e.g. `react/jsx-runtime` or `colord/plugins/a11y`.
const external = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})].map(
  (name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`),
);

const bladeSchemaTypes = fileURLToPath(new URL('../blade-schema/src/index.ts', import.meta.url));

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // blade-schema is private to the workspace: its code is bundled, its types inlined. Its types are
  // found through `paths` (its real folder), not tsup's `resolve`: resolved there, it sits under
  // node_modules, so the d.ts bundler keeps its own relative imports (`./codegen`) as external
  // imports of files that are never packed.
  dts: { compilerOptions: { paths: { '@blade-console/blade-schema': [bladeSchemaTypes] } } },
  sourcemap: true,
  onSuccess: () => keepOneSourceMapComment(),
  clean: true,
  target: 'es2022',
  platform: 'browser',
  external,
  // Kept readable: `themeBootScript` embeds functions' source text, and consumers minify anyway.
  minify: false,
  treeshake: true,
  tsconfig: 'tsconfig.build.json',
});

import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Everything the package depends on stays an import (the app's bundler dedupes it); subpaths too,
// e.g. `react/jsx-runtime` or `colord/plugins/a11y`.
const external = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})].map(
  (name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`),
);

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // blade-schema is private to the workspace: its code is bundled, its types inlined.
  dts: { resolve: ['@blade-console/blade-schema'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  external,
  // Kept readable: `themeBootScript` embeds functions' source text, and consumers minify anyway.
  minify: false,
  treeshake: true,
  tsconfig: 'tsconfig.build.json',
});

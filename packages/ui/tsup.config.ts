import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { addUseClient } from './scripts/use-client';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Everything the package depends on stays an import (the app's bundler dedupes it); subpaths too,
// e.g. `react/jsx-runtime` or `colord/plugins/a11y`.
const external = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})].map(
  (name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`),
);

const sourceDir = fileURLToPath(new URL('./src/', import.meta.url));
const bladeSchemaTypes = fileURLToPath(new URL('../blade-schema/src/index.ts', import.meta.url));

/**
 * One output file per source module, as Rollup's `preserveModules` would: every relative import
 * between the package's own files stays an import, of the other module's output file, written
 * with its `.js` extension so that Node resolves it as written. An app's bundler then drops
 * whole modules it does not use (`sideEffects: false`), which it cannot do inside one big file
 * whose top level is full of `styled.x` calls it must assume have effects.
 */
const keepModulesSeparate: Plugin = {
  name: 'keep-modules-separate',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === keepModulesSeparate) return undefined;
      // blade-schema's modules are bundled into the one that imports it (it is never published).
      if (!args.importer.startsWith(sourceDir)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: keepModulesSeparate,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const file = path.relative(args.resolveDir, resolved.path).replace(/\.tsx?$/, '.js');
      return { path: file.startsWith('.') ? file : `./${file}`, external: true };
    });
  },
};

export default defineConfig({
  // Every module but tests, stories, story fixtures and docs; `index`, `charts`, `flow`, `i18n/index`
  // and `rich-text` are the public entry points.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.stories.tsx',
    '!src/{docs,stories,visual}/**',
    '!src/**/fixtures/**',
    '!src/**/fixtures.ts',
  ],
  format: ['esm'],
  esbuildPlugins: [keepModulesSeparate],
  // blade-schema is private to the workspace: its code is bundled, its types inlined. Its types are
  // found through `paths` (its real folder), not tsup's `resolve`: resolved there, it sits under
  // node_modules, so the d.ts bundler keeps its own relative imports (`./codegen`) as external
  // imports of files that are never packed.
  dts: {
    entry: {
      index: 'src/index.ts',
      charts: 'src/charts.ts',
      flow: 'src/flow.ts',
      i18n: 'src/i18n/index.ts',
      'rich-text': 'src/rich-text.ts',
    },
    compilerOptions: { paths: { '@blade-console/blade-schema': [bladeSchemaTypes] } },
  },
  // No source maps: the output is one readable, unminified module per source module, and maps
  // would be most of the tarball (each embeds its sources).
  sourcemap: false,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  external,
  // Each file is already its own module: nothing to split out, and no Rollup pass (`treeshake`).
  splitting: false,
  treeshake: false,
  // Kept readable: `themeBootScript` embeds functions' source text, and consumers minify anyway.
  minify: false,
  tsconfig: 'tsconfig.build.json',
  // `'use client'` on each module that needs the browser's React, for React Server Components.
  onSuccess: () => addUseClient(),
});

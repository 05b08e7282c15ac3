import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path, not package name: the config runs in Node, where the workspace's TypeScript sources are
// only loadable when Vite bundles them with the config.
import { themeBootScript } from '../ui/src/theme/boot';
import { themeCss } from '../ui/src/theme/css';
import { compileHints } from './scripts/compile-hints.mjs';
import { withoutVendorPrefixer } from './scripts/without-vendor-prefixer.mjs';
import { website } from './src/config';

/**
 * Where the browser build goes: `dist/`, or CONSOLE_OUT_DIR (e.g. `dist-4x`, the BladeX 4.x build the
 * end-to-end tests serve beside the default one; the server reads it from STATIC_DIR).
 */
const outDir = process.env.CONSOLE_OUT_DIR || 'dist';
/** The API server the dev server proxies `/api` to (`pnpm dev` starts it on its default port). */
const apiTarget = process.env.BLADE_API_TARGET ?? 'http://127.0.0.1:8100';
/** A real Blade gateway has no `/api` prefix: set BLADE_API_STRIP_PREFIX=1 to drop it when proxying. */
const rewrite = process.env.BLADE_API_STRIP_PREFIX ? (path: string) => path.replace(/^\/api/, '') : undefined;
const proxy = { '/api': { target: apiTarget, changeOrigin: true, rewrite } };

/**
 * Inlines the theme/colour/language boot script and every theme's tokens into <head>, so the first
 * paint is already themed, and the scripts carry no theme colours (the app renders `BaseStyles`).
 */
function themeBoot(): Plugin {
  return {
    name: 'blade-theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: themeBootScript(website.storagePrefix), injectTo: 'head-prepend' },
      { tag: 'style', attrs: { 'data-theme-tokens': true }, children: themeCss(), injectTo: 'head' },
    ],
  };
}

/** Marks index.html's preloads of the console's chunk, which login.html drops (scripts/prerender-login.mjs). */
const APP_PRELOAD = 'data-console-app';

/**
 * The console's own chunk (src/App.tsx: router, routes; loaded by src/boot) and the chunks it
 * imports, as modulepreloads of index.html: every address but a cold /login needs it at once, so it
 * downloads beside the entry instead of after it. /login's HTML leaves them out (it fetches the
 * console on the first interaction with the form).
 */
function preloadConsole(): Plugin {
  return {
    name: 'blade-preload-console',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/App.tsx'));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!app || !entry) throw new Error('blade-preload-console: no entry or src/App.tsx chunk');
        const preloaded = new Set([entry.fileName, ...entry.imports]);
        return [app.fileName, ...app.imports]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [APP_PRELOAD]: true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * react-router's production build for the browser's bundle. The package exports only its development
 * build (no `production` condition), whose dev-only warnings and their messages would ship; `pnpm
 * dev` keeps them.
 */
const reactRouterDir = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/**
 * Two builds (`pnpm build`): the browser's (`dist/`), then `vite build --ssr` of the sign-in page's
 * pre-renderer into `.tmp/prerender` (outside `dist/`, never served), which
 * `scripts/prerender-login.mjs` runs once to write `dist/login.html` and then removes.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), themeBoot(), preloadConsole(), compileHints(), withoutVendorPrefixer()],
  resolve: command === 'build' && !isSsrBuild ? { alias: productionReactRouter } : {},
  server: { port: 5731, strictPort: true, proxy },
  preview: { port: 5741, strictPort: true, proxy },
  // Everything bundled in: the workspace packages are TypeScript sources Node cannot load itself.
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: '.tmp/prerender', target: 'node20', emptyOutDir: true }
    : {
        outDir,
        target: 'es2022',
        sourcemap: true,
        // No polyfill of `<link rel="modulepreload">` (0.3 KB gzip of /login's scripts): the browsers
        // without it (Safari before 17, Firefox before 115) fetch the same modules as they import them.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What the first page runs (`$initial`: the entry's static imports) in two files, whatever
              // the lazy pages share with it: the libraries (and the bundler's helpers) in one chunk that
              // stays cached across deploys that only change the app, the app's own modules in the entry.
              // Left to the automatic split, the modules the lazy chunks share with the entry became five
              // more small files on /login (each ~0.8 KB of response headers, and less compression).
              groups: [
                { name: 'vendor', test: /node_modules|^\0/, tags: ['$initial'], priority: 1 },
                { name: 'app', tags: ['$initial'] },
                // Our own modules that twelve or more lazy chunks import (the SDK's resources, ui's
                // dialogs and form parts, the shell's stores) in one chunk. Split automatically they
                // were ~70 files of a few hundred bytes each, every one named in the entry's preload
                // lists (1.3 KB gzip of /login's JS) and fetched at sign-in: now 38 files there, not
                // 88, for ~20 KB gzip more of code the first pages do not all run.
                {
                  name: 'shared',
                  test: /packages\/(ui|console|blade-client|blade-schema)\/src\//,
                  minShareCount: 12,
                },
                // The signed-in frame (the shell, its dialogs) and the first page, with every module of
                // ours they import (includeDependenciesRecursively, Rolldown's default), in one chunk:
                // every console page opens inside the frame, so nothing loads it without needing it.
                // Split automatically they were 31 files (106 KB brotli; now one of 93 KB), which the
                // sign-in form prefetches at its first focus (pages/Login/prepare.ts): on HTTP/1.1, six
                // at a time, a sign-in pressed soon after the focus waited behind them for a connection
                // for its token request. Filled at once then pressed (interleaved A/B, 11 each): click →
                // menu 400 → 322 ms (median). e2e/sign-in-click.spec.ts counts the files.
                {
                  name: 'signed-in',
                  test: /packages\/console\/src\/(layout\/ConsoleShell|pages\/Welcome)\//,
                },
              ],
            },
          },
        },
      },
}));

import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path, not package name: the config runs in Node, where the workspace's TypeScript sources are
// only loadable when Vite bundles them with the config.
import { themeBootScript } from '../ui/src/theme/boot';
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

/** Inlines the theme/colour/language boot script into <head>, so the first paint is already themed. */
function themeBoot(): Plugin {
  return {
    name: 'blade-theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: themeBootScript(website.storagePrefix), injectTo: 'head-prepend' },
    ],
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
  plugins: [react(), themeBoot()],
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
              ],
            },
          },
        },
      },
}));

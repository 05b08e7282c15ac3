import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.BLADE_API_TARGET ?? 'http://127.0.0.1:8100';

/**
 * The website's two builds (`pnpm build`):
 * - the browser's (`dist/client`): `index.html` (the template the server fills) and hashed assets
 *   under `/site-app/`, a base of its own beside the console's files;
 * - the server's (`vite build --ssr`, `dist/server/entry-server.js`): `render()` for the Fastify
 *   server, with every dependency bundled in, so it loads from any folder without node_modules.
 * `pnpm dev` serves the site alone, rendered in the browser, proxying /api.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  base: command === 'build' ? '/site-app/' : '/',
  plugins: [react()],
  server: { port: 5732, strictPort: true, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', sourcemap: true, emptyOutDir: true }
    : { outDir: 'dist/client', target: 'es2022', sourcemap: true, emptyOutDir: true },
}));

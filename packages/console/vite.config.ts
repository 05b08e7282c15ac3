import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server proxies `/api` to (`pnpm dev` starts it on its default port). */
const apiTarget = process.env.BLADE_API_TARGET ?? 'http://127.0.0.1:8100';

export default defineConfig({
  plugins: [react()],
  server: { port: 5731, strictPort: true, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  preview: { port: 5741, strictPort: true, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: { target: 'es2022', sourcemap: true },
});

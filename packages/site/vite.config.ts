import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.BLADE_API_TARGET ?? 'http://127.0.0.1:8100';

/** The website on its own (the console also mounts the same routes). */
export default defineConfig({
  plugins: [react()],
  server: { port: 5732, strictPort: true, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: { target: 'es2022', sourcemap: true },
});

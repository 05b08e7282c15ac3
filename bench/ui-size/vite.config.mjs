import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One example per build (ENTRY names it), so each gets only the code it reaches.
const entry = process.env.ENTRY;

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: `dist/${entry}`,
    manifest: true,
    rollupOptions: { input: `src/${entry}.jsx` },
  },
});

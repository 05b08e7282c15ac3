import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vite's own page says `<html lang="en">`; the tests' page says the same, before the library loads.
const englishPage = '<!doctype html><html lang="en"><head></head><body></body></html>';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { html: englishPage } },
  },
});

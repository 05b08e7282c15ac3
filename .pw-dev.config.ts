import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
export default defineConfig({
  testDir: 'e2e', workers: 1, timeout: 30_000, expect: { timeout: 10_000 }, reporter: 'list',
  outputDir: '/tmp/me/pw-out',
  use: { baseURL: 'http://127.0.0.1:4871', launchOptions: chromiumLaunchOptions(), locale: 'zh-CN' },
});

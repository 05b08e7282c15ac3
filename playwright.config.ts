import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { DIALECT } from './e2e/dialect';

/**
 * End-to-end tests drive the built product (`pnpm build` first) served by the real server.
 *
 * E2E_DIALECT=4x runs them against the console built for BladeX 4.x's sign-in wire instead
 * (`VITE_BLADE_DIALECT=4x CONSOLE_OUT_DIR=dist-4x`, see scripts/test.sh): only the tests tagged
 * {@link SESSION_TAG} (sign-in, refresh, lock, logout), which is what the dialect changes, so the
 * second run stays short. e2e/dialect.ts tells the tests which wire to expect.
 */
const isBladeX4 = DIALECT === '4x';
/** The tag of the tests the 4.x console must pass too. */
const SESSION_TAG = '@session';
const port = Number(process.env.E2E_PORT ?? 4799);
const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-e2e-'));
/** The fake WeChat official account API (packages/server/test/support/wechat-fake.ts) news syncs to. */
const wechatPort = port + 1;
const wechat = { WECHAT_APP_ID: 'wx-e2e-account', WECHAT_APP_SECRET: 'e2e-app-secret' };
/** Fakes of the Alibaba Cloud and Tencent Cloud SMS gateways (packages/server/test/support/sms-fakes.ts). */
const smsPort = port + 2;

export default defineConfig({
  testDir: 'e2e',
  ...(isBladeX4 ? { grep: new RegExp(SESSION_TAG) } : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds the other
  // runners' reports for the closing summary.
  outputDir: isBladeX4 ? 'test-results/e2e-4x-artifacts' : 'test-results/e2e-artifacts',
  reporter: [
    ['list'],
    ['json', { outputFile: isBladeX4 ? 'test-results/playwright-4x.json' : 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'zh-CN',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx packages/server/test/support/wechat-fake-cli.ts',
      url: `http://127.0.0.1:${wechatPort}/__fake/articles`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ...wechat, WECHAT_FAKE_PORT: String(wechatPort) },
    },
    {
      command: 'node --import tsx packages/server/test/support/sms-fake-cli.ts',
      url: `http://127.0.0.1:${smsPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMS_FAKE_PORT: String(smsPort) },
    },
    {
      command: 'node packages/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The e2e tests sign in like a person would but cannot read a captcha image.
        BLADE_CAPTCHA: 'false',
        // Every test signs in from this one address, far more often than a person (20 a minute).
        BLADE_SIGN_IN_RATE_LIMIT: '600',
        ...(isBladeX4 ? { STATIC_DIR: 'packages/console/dist-4x' } : {}),
        ...wechat,
        WECHAT_API_BASE: `http://127.0.0.1:${wechatPort}`,
        SMS_ALIYUN_ENDPOINT: `http://127.0.0.1:${smsPort}`,
        SMS_TENCENT_ENDPOINT: `http://127.0.0.1:${smsPort}`,
      },
    },
  ],
});

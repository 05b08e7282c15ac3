import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { DIALECT } from './e2e/dialect';
import { SERVER_NODE_FLAGS } from './packages/server/node-flags.mjs';

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
/**
 * E2E_REPLICAS=<n> (n ≥ 2, beside a PostgreSQL in TEST_DATABASE_URL: scripts/test.sh runs it under
 * packages/server/scripts/with-postgres.sh) serves the product from n server processes on that one
 * database behind nginx on the usual port, round robin (issues 18 and 41). Only the session tests
 * and the CRUD ones tagged {@link REPLICAS_TAG} run, then e2e/replicas.spec.ts checks nginx's
 * counts and restarts the replicas one by one under load.
 */
const replicas = Number(process.env.E2E_REPLICAS ?? 0);
const REPLICAS_TAG = '@replicas';
if (replicas && (replicas < 2 || !process.env.TEST_DATABASE_URL)) {
  throw new Error('E2E_REPLICAS needs 2 or more and a PostgreSQL in TEST_DATABASE_URL (with-postgres.sh)');
}
/**
 * E2E_SHARD=<i>/<n> runs the i-th of n parts of the tests, with its own servers (E2E_PORT apart by
 * at least 4) and its own data: scripts/test.sh runs the two halves of the main run at once, as each
 * alone leaves the machine idle while its one browser waits for the page (Playwright's own workers
 * would share one server and its data, which the tests change: a role's grants, the parameters).
 */
const shardMatch = /^(\d+)\/(\d+)$/.exec(process.env.E2E_SHARD ?? '');
const shard = shardMatch ? { current: Number(shardMatch[1]), total: Number(shardMatch[2]) } : null;
/** The run's name: its report and artifacts folder. */
const run =
  [replicas ? 'replicas' : isBladeX4 ? '4x' : undefined, shard && `shard-${shard.current}`]
    .filter(Boolean)
    .join('-') || undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-e2e-'));
/** The fake WeChat official account API (packages/server/test/support/wechat-fake.ts) news syncs to. */
const wechatPort = port + 1;
const wechat = { WECHAT_APP_ID: 'wx-e2e-account', WECHAT_APP_SECRET: 'e2e-app-secret' };
/** Fakes of the Alibaba Cloud and Tencent Cloud SMS gateways (packages/server/test/support/sms-fakes.ts). */
const smsPort = port + 2;
/** The replica run's control port (scripts/cluster/cli.mjs); e2e/cluster-support.ts finds it the same way. */
const CLUSTER_CONTROL_PORT = port + 3;

export default defineConfig({
  testDir: 'e2e',
  ...(isBladeX4 ? { grep: new RegExp(SESSION_TAG) } : {}),
  ...(replicas
    ? { grep: new RegExp(`${SESSION_TAG}|${REPLICAS_TAG}`) }
    : { testIgnore: /replicas\.spec\.ts$/ }),
  fullyParallel: false,
  workers: 1,
  shard,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds the other
  // runners' reports for the closing summary.
  outputDir: run ? `test-results/e2e-${run}-artifacts` : 'test-results/e2e-artifacts',
  reporter: [
    ['list'],
    ['json', { outputFile: run ? `test-results/playwright-${run}.json` : 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'zh-CN',
    // No trace by default: recording one for every test (kept only for failures) made the suite a
    // third slower on two cores (7 every-page tests: 97 s of tests with it, 63 s without). A failure
    // still leaves its page's snapshot (error-context.md) and a screenshot; to trace one, run it
    // again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
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
    ...(replicas ? replicaServers() : [productServer(port)]),
  ],
});

/** The built server on `port`; `more` is a replica's share of the environment. */
function productServer(serverPort: number, more: Record<string, string> = {}) {
  return {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} packages/server/dist/main.js`,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The e2e tests sign in like a person would but cannot read a captcha image.
      BLADE_CAPTCHA: 'false',
      // One line per request with its time, kept beside the reports: a test that timed out waiting
      // for an answer (CI, 2026-12-02) can then be matched to the request that was slow.
      LOG_FILE: path.join('test-results', `server-${run ?? 'e2e'}-${serverPort}.log`),
      // Every test signs in from this one address, far more often than a person (20 a minute).
      BLADE_SIGN_IN_RATE_LIMIT: '600',
      ...(isBladeX4 ? { STATIC_DIR: 'packages/console/dist-4x' } : {}),
      ...wechat,
      WECHAT_API_BASE: `http://127.0.0.1:${wechatPort}`,
      SMS_ALIYUN_ENDPOINT: `http://127.0.0.1:${smsPort}`,
      SMS_TENCENT_ENDPOINT: `http://127.0.0.1:${smsPort}`,
      // The fakes (WeChat, SMS, the S3 bucket of storage-provider.spec) listen on this machine,
      // which the outbound guard refuses unless allowed, as an operator allows an internal MinIO.
      BLADE_OUTBOUND_ALLOW: '127.0.0.1',
      ...more,
    },
  };
}

/**
 * The product as operations run it (issue 41): `replicas` servers on ports after the fakes' (one
 * DATA_DIR, as a shared volume would be for uploaded files) and one PostgreSQL, behind nginx with
 * the repository's deploy/nginx.conf on `port`: scripts/cluster/cli.mjs starts them and serves
 * {@link CLUSTER_CONTROL_PORT}, from which e2e/replicas.spec.ts reads nginx's access log and
 * restarts the replicas one by one under load.
 */
function replicaServers() {
  const replicaPorts = Array.from({ length: replicas }, (_, i) => `r${i + 1}:${port + 4 + i}`);
  const { env } = productServer(port, {
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    TRUST_PROXY: '127.0.0.1',
  });
  return [
    {
      command: 'node scripts/cluster/cli.mjs',
      url: `http://127.0.0.1:${port}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...env,
        CLUSTER_PORT: String(port),
        CLUSTER_REPLICAS: replicaPorts.join(','),
        CLUSTER_CONTROL_PORT: String(CLUSTER_CONTROL_PORT),
      },
    },
  ];
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type NodeProcess, startServer } from '../bench/lib.mjs';
import { as, askForLeave, claimAndOpen, decide, historyComment, row, shape } from './flow-support';
import { pressRowAction } from './pages-support';

/**
 * The engine's state survives a crash: a server of this test's own (its own port and data
 * directory, not Playwright's shared one) is SIGKILLed after the manager approves a 5-day request and
 * started again on the same data; HR then finds the task and the instance finishes.
 */
const port = Number(process.env.E2E_PORT ?? 4799) + 3;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-e2e-restart-'));
let server: NodeProcess | undefined;

/** Starts the built server on this test's data (the first start migrates and seeds). */
async function start() {
  server = await startServer(port, { DATA_DIR: dataDir });
}

/** Ends it at once (SIGKILL), as a crash would. */
async function kill() {
  await server?.stop('SIGKILL');
}

test.afterAll(async () => {
  await kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a leave request goes on after the server is SIGKILLed and restarted', async ({ browser }) => {
  test.setTimeout(240_000);
  await start();
  const staff = await as(browser, 'staff', baseURL);
  await askForLeave(staff, '2031-06-02', '2031-06-06', '搬家');
  const manager = await as(browser, 'manager', baseURL);
  await claimAndOpen(manager, '部门经理审批');
  await decide(manager, '同意', '准假');

  await kill();
  await start();

  // Signed in before the crash: the same session goes on against the restarted server.
  const hr = await as(browser, 'hr', baseURL);
  await claimAndOpen(hr, '人事审批');
  await expect(historyComment(hr, '准假')).toBeVisible();
  await decide(hr, '同意', '已备案');

  await staff.goto('/work/send');
  await pressRowAction(row(staff, '已结束'), '详情');
  await expect(shape(staff, 'hrApprove')).toHaveClass(/bc-flow-finished/);
  await expect(historyComment(staff, '已备案')).toBeVisible();
});

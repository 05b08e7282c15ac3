import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/auth/password';
import { serverPackageRoot } from '../src/paths';
import { BASIC_SABER, createPostgresDatabase } from './helpers';

/*
 * The real server process (src/main.ts under tsx) over a real database (a PGlite data directory, or a
 * fresh PostgreSQL database in the PostgreSQL run): a step of the leave process, SIGKILL, a new
 * process on the same database, and the instance goes on from the wait state it was saved at.
 */

let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
let child: ChildProcess | undefined;
let base = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', path.join(serverPackageRoot, 'src/main.ts')], {
    cwd: serverPackageRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      BLADE_CAPTCHA: 'false',
      BLADE_REGION_SEED: 'sample',
      BLADE_JWT_SECRET: 'durability-secret-durability-secret-0123456789',
      BLADE_API_LOG: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  // Polls until the server answers (first start migrates and seeds); no timing is asserted.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output.join('')}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function kill(): Promise<void> {
  const running = child;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

async function token(username: string): Promise<string> {
  const query = new URLSearchParams({
    grant_type: 'password',
    username,
    password: md5Hex('123456'),
    tenantId: '000000',
    scope: 'all',
    type: 'account',
  });
  const response = await fetch(`${base}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: BASIC_SABER },
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

async function call<T>(tokenValue: string, method: string, url: string, body?: object) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      'blade-auth': `bearer ${tokenValue}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { data: T; msg: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.msg}`);
  return json.data;
}

interface Row {
  id?: string;
  key?: string;
  taskId?: string;
  processInstanceId?: string;
  processIsFinished?: string;
}
const list = (t: string, name: string) =>
  call<{ records: Row[] }>(t, 'GET', `/blade-flow/work/${name}?size=100`);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-flow-durable-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await kill();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a leave request survives SIGKILL of the server between two steps', () => {
  it('is started and approved by the manager, the process is killed, a new process lets HR finish it', async () => {
    await startServer();
    const staff = await token('staff');
    const leave = (await list(staff, 'start-list')).records.find((r) => r.key === 'Leave');
    await call(staff, 'POST', '/blade-desk/process/leave/start-process', {
      processDefinitionId: leave?.id,
      startTime: '2030-03-01 00:00:00',
      endTime: '2030-03-05 00:00:00',
      reason: '探亲',
    });
    const instanceId = (await list(staff, 'send-list')).records[0]?.processInstanceId;
    const manager = await token('manager');
    const managerTask = (await list(manager, 'claim-list')).records.find(
      (r) => r.processInstanceId === instanceId,
    );
    await call(manager, 'POST', `/blade-flow/work/claim-task?taskId=${managerTask?.taskId}`);
    await call(manager, 'POST', '/blade-flow/work/complete-task', {
      taskId: managerTask?.taskId,
      processInstanceId: instanceId,
      flag: 'ok',
      comment: '同意',
    });

    await kill();
    await startServer();

    const hr = await token('hr');
    const hrTask = (await list(hr, 'claim-list')).records.find((r) => r.processInstanceId === instanceId);
    expect(hrTask).toBeDefined();
    await call(hr, 'POST', '/blade-flow/work/complete-task', {
      taskId: hrTask?.taskId,
      processInstanceId: instanceId,
      flag: 'ok',
      comment: '备案',
    });
    const sent = (await list(await token('staff'), 'send-list')).records.find(
      (r) => r.processInstanceId === instanceId,
    );
    expect(sent?.processIsFinished).toBe('finished');
    const history = await call<{ historyActivityId: string; comment?: string }[]>(
      staff,
      'GET',
      `/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`,
    );
    expect(history.map((h) => h.historyActivityId)).toEqual(['start', 'managerApprove', 'hrApprove', 'end']);
  }, 180_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { killServerProcess, type ServerProcess, startServerProcess, tokenOf } from './support/server-process';

/*
 * The real server process (src/main.ts under tsx) over a real database (a PGlite data directory, or a
 * fresh PostgreSQL database in the PostgreSQL run): a step of the leave process, SIGKILL, a new
 * process on the same database, and the instance goes on from the wait state it was saved at.
 */

let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
let server: ServerProcess | undefined;
let base = '';

async function startServer(): Promise<void> {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    BLADE_JWT_SECRET: 'durability-secret-durability-secret-0123456789',
    BLADE_API_LOG: 'false',
  });
  base = server.base;
}

const kill = () => killServerProcess(server);
const token = (username: string) => tokenOf(base, username);

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

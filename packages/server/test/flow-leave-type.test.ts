import { describe, expect, it } from 'vitest';
import { bladeProcessLeave } from '../src/db/schema';
import { get, leaveDefinitionId, post, records, startFlowServer } from './support/flow';
import { serverForFile } from './support/server-for-file';

const flow = serverForFile(startFlowServer);

interface LeaveDetail {
  leaveType?: string | null;
  leaveTypeName?: string;
  days: number;
  reason: string;
}

async function ask(leaveType: string | undefined, reason: string) {
  const processDefinitionId = await leaveDefinitionId(flow.server.app, flow.tokens.staff);
  return post(flow.server.app, flow.tokens.staff, '/api/blade-desk/process/leave/start-process', {
    processDefinitionId,
    ...(leaveType === undefined ? {} : { leaveType }),
    startTime: '2030-02-01 00:00:00',
    endTime: '2030-02-03 00:00:00',
    reason,
  });
}

async function detailOf(reason: string) {
  const sent = await records(flow.server.app, flow.tokens.staff, 'send-list');
  const leaves = await flow.server.database.db.select().from(bladeProcessLeave);
  const leave = leaves.find((row) => row.reason === reason);
  const record = sent.find((r) => r.businessId === String(leave?.id));
  expect(record, `the request "${reason}" in the send list`).toBeDefined();
  return get<LeaveDetail>(
    flow.server.app,
    flow.tokens.staff,
    `/api/blade-desk/process/leave/detail?businessId=${record!.businessId}`,
  );
}

describe('the leave type', () => {
  it('is stored and returned in the detail with its dictionary label', async () => {
    const started = await ask('sick', '看牙医');
    expect(started.status, started.body.msg).toBe(200);
    const detail = await detailOf('看牙医');
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ leaveType: 'sick', leaveTypeName: '病假', days: 3 });
  });

  it('is refused outside the leave_type dictionary, naming the field, and nothing is written', async () => {
    const before = await flow.server.database.db.select().from(bladeProcessLeave);
    const sentBefore = await records(flow.server.app, flow.tokens.staff, 'send-list');
    const refused = await ask('holiday', '去海边');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('leaveType（请假类型）');
    expect(refused.body.msg).toContain('holiday');
    expect(refused.body.msg).toContain('annual');
    expect(await flow.server.database.db.select().from(bladeProcessLeave)).toHaveLength(before.length);
    expect(await records(flow.server.app, flow.tokens.staff, 'send-list')).toHaveLength(sentBefore.length);
  });

  it('may be left out (BladeX’s own form has no type): stored as none', async () => {
    const started = await ask(undefined, '无类型的请假');
    expect(started.status, started.body.msg).toBe(200);
    const detail = await detailOf('无类型的请假');
    expect(detail.body.data.leaveType ?? null).toBeNull();
    expect(detail.body.data.leaveTypeName).toBeUndefined();
  });
});

describe('a leave request without its reason', () => {
  it('is named alike whether the reason is missing or blank', async () => {
    const processDefinitionId = await leaveDefinitionId(flow.server.app, flow.tokens.staff);
    const body = { processDefinitionId, startTime: '2030-02-01 00:00:00', endTime: '2030-02-03 00:00:00' };
    const url = '/api/blade-desk/process/leave/start-process';
    const missing = await post(flow.server.app, flow.tokens.staff, url, body);
    const blank = await post(flow.server.app, flow.tokens.staff, url, { ...body, reason: '  ' });
    expect(missing.status, JSON.stringify(missing.body)).toBe(400);
    expect(missing.body.msg).toBe('reason（请假理由）不能为空');
    expect(blank.body).toMatchObject({ msg: missing.body.msg, data: { field: 'reason' } });
  });
});

describe('what a leave request may say', () => {
  const url = '/api/blade-desk/process/leave/start-process';
  async function refusal(change: Record<string, string>) {
    const processDefinitionId = await leaveDefinitionId(flow.server.app, flow.tokens.staff);
    const before = await flow.server.database.db.select().from(bladeProcessLeave);
    const body = { startTime: '2030-02-01 09:00:00', endTime: '2030-02-03 18:00:00', reason: '回家' };
    const refused = await post(flow.server.app, flow.tokens.staff, url, {
      processDefinitionId,
      ...body,
      ...change,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(await flow.server.database.db.select().from(bladeProcessLeave)).toHaveLength(before.length);
    return refused.body;
  }

  it('a reason of at most MAX_LEAVE_REASON (500) characters, as the form says before saving', async () => {
    expect(await refusal({ reason: '假'.repeat(501) })).toMatchObject({
      msg: 'reason（请假理由）不能超过 500 个字符',
      data: { field: 'reason' },
    });
  });

  it('times it can read, named at their field', async () => {
    expect(await refusal({ startTime: '明天上午' })).toMatchObject({
      msg: 'startTime（开始时间） 格式应为 yyyy-MM-dd HH:mm:ss：明天上午',
      data: { field: 'startTime' },
    });
    expect(await refusal({ endTime: '2030-02-01 08:00:00' })).toMatchObject({
      data: { field: 'endTime' },
    });
  });
});

describe('the length of a leave', () => {
  it('is at most a year: an end typed as 9999-12-31 is refused at its field, and nothing is written', async () => {
    const processDefinitionId = await leaveDefinitionId(flow.server.app, flow.tokens.staff);
    const before = await flow.server.database.db.select().from(bladeProcessLeave);
    const refused = await post(
      flow.server.app,
      flow.tokens.staff,
      '/api/blade-desk/process/leave/start-process',
      {
        processDefinitionId,
        startTime: '2030-02-01 09:00:00',
        endTime: '9999-12-31 18:00:00',
        reason: '笔误',
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      msg: '一次请假最长 366 天：请检查结束时间',
      data: { field: 'endTime' },
    });
    expect(await flow.server.database.db.select().from(bladeProcessLeave)).toHaveLength(before.length);
  });
});

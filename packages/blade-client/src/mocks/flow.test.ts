import { describe, expect, it } from 'vitest';
import { BladeApiError } from '../core/errors';
import { mockTestBed } from './testBed';

const { client } = mockTestBed();

const { flow } = client;
async function ask(start: string, end: string) {
  await client.desk.leave.startProcess({
    processDefinitionId: 'Leave:1:1',
    startTime: `${start} 09:00:00`,
    endTime: `${end} 18:00:00`,
    reason: '回家',
  });
  const claim = await flow.work.claimList();
  return claim.records.at(-1)!;
}
async function approve(taskId: string, processInstanceId: string, flag = 'ok') {
  await flow.work.claimTask(taskId);
  await flow.work.completeTask({ taskId, processInstanceId, flag, comment: '同意' });
}

describe('flow mocks behave like the engine', () => {
  it('refuses a leave past a year at its end time, as the server does', async () => {
    const asked = client.desk.leave.startProcess({
      processDefinitionId: 'Leave:1:1',
      startTime: '2026-12-07 09:00:00',
      endTime: '9999-12-31 18:00:00',
      reason: '回家',
    });
    await expect(asked).rejects.toMatchObject({ body: { data: { field: 'endTime' } } });
    await expect(asked).rejects.toThrow('一次请假最长 366 天');
  });

  it('names an unreadable time and a reason past 500 characters at their fields, as the server does', async () => {
    const leave = {
      processDefinitionId: 'Leave:1:1',
      startTime: '2026-12-07 09:00:00',
      endTime: '2026-12-08 18:00:00',
    };
    const unreadable = client.desk.leave.startProcess({ ...leave, startTime: '明天上午', reason: '回家' });
    await expect(unreadable).rejects.toMatchObject({ body: { data: { field: 'startTime' } } });
    await expect(unreadable).rejects.toThrow('startTime（开始时间） 格式应为 yyyy-MM-dd HH:mm:ss：明天上午');
    const long = client.desk.leave.startProcess({ ...leave, reason: '假'.repeat(501) });
    await expect(long).rejects.toMatchObject({ body: { data: { field: 'reason' } } });
    await expect(long).rejects.toThrow('reason（请假理由）不能超过 500 个字符');
  });

  it('5 days: manager then HR; the history marks every step and the instance ends', async () => {
    const managerTask = await ask('2024-05-01', '2024-05-05');
    expect(managerTask.taskName).toBe('部门经理审批');
    await expect(
      flow.work.completeTask({ taskId: managerTask.taskId!, processInstanceId: '' }),
    ).rejects.toThrow('请先签收');
    await approve(managerTask.taskId!, managerTask.processInstanceId!);
    const hrTask = (await flow.work.claimList()).records.at(-1)!;
    expect(hrTask).toMatchObject({ taskName: '人事审批', processInstanceId: managerTask.processInstanceId });
    await approve(hrTask.taskId!, hrTask.processInstanceId!);
    const sent = (await flow.work.sendList()).records.find(
      (r) => r.processInstanceId === hrTask.processInstanceId,
    );
    expect(sent).toMatchObject({ processIsFinished: 'finished', outcome: 'pass' });
    const view = await flow.process.modelView({ processInstanceId: hrTask.processInstanceId! });
    expect(view.flow.filter((n) => !n.endTime)).toEqual([]);
    expect(view.flow.map((n) => n.historyActivityId)).toContain('hrApproval');
    const history = await flow.process.historyFlowList(hrTask.processInstanceId!);
    expect(history.map((h) => h.comment).filter(Boolean)).toEqual(['同意', '同意']);
  });

  it('2 days skip HR; a rejection ends the process', async () => {
    const short = await ask('2024-05-01', '2024-05-02');
    await approve(short.taskId!, short.processInstanceId!);
    const long = await ask('2024-06-01', '2024-06-09');
    await approve(long.taskId!, long.processInstanceId!, 'reject');
    expect((await flow.work.claimList()).total).toBe(0);
    expect((await flow.follow.list()).records.map((r) => r.processInstanceId)).not.toContain(
      long.processInstanceId,
    );
  });

  it('a suspended definition leaves the start list and cannot be started', async () => {
    await flow.manager.changeState({ processId: 'Leave:1:1', state: 'suspend' });
    expect((await flow.work.startList()).total).toBe(0);
    await expect(ask('2024-05-01', '2024-05-02')).rejects.toBeInstanceOf(BladeApiError);
  });
});

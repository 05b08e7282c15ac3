import { describe, expect, it } from 'vitest';
import {
  askLeave,
  claimTask,
  completeTask,
  get,
  records,
  sentRecord,
  startFlowServer,
  taskIn,
} from './support/flow';
import { serverForFile } from './support/server-for-file';

const flow = serverForFile(startFlowServer);

interface HistoryRow {
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  assigneeName?: string;
  comment?: string;
  createTime: string;
  endTime?: string;
  historyActivityDurationTime?: string;
}

async function approve(
  token: string,
  list: 'claim-list' | 'todo-list',
  instanceId: string,
  flag: string,
  comment: string,
) {
  const task = await taskIn(flow.server.app, token, list, instanceId);
  expect(task, `a task of ${instanceId} in ${list}`).toBeDefined();
  if (list === 'claim-list') {
    expect(await claimTask(flow.server.app, token, task!.taskId)).toBe(200);
    expect(await taskIn(flow.server.app, token, 'claim-list', instanceId)).toBeUndefined();
    expect((await taskIn(flow.server.app, token, 'todo-list', instanceId))?.taskId).toBe(task!.taskId);
  }
  const done = await completeTask(flow.server.app, token, {
    taskId: task!.taskId,
    processInstanceId: instanceId,
    flag,
    comment,
  });
  expect(done.status, done.body.msg).toBe(200);
  return task!;
}

describe('the leave process, end to end over the API', () => {
  it('5 days: staff asks, the manager claims and approves, HR approves, staff sees it finished with its history', async () => {
    const { staff, manager, hr } = flow.tokens;
    const instanceId = await askLeave(flow.server.app, staff, 5);
    // Offered to the manager role only: HR and staff see nothing to claim.
    expect(await taskIn(flow.server.app, hr, 'claim-list', instanceId)).toBeUndefined();
    expect(await taskIn(flow.server.app, staff, 'claim-list', instanceId)).toBeUndefined();
    const managerTask = await approve(manager, 'claim-list', instanceId, 'ok', '同意，注意交接');
    expect(managerTask.taskDefinitionKey).toBe('managerApprove');
    expect(managerTask.categoryName).toBe('请假流程');
    const hrTask = await taskIn(flow.server.app, hr, 'claim-list', instanceId);
    expect(hrTask?.taskDefinitionKey).toBe('hrApprove');
    await approve(hr, 'claim-list', instanceId, 'ok', '人事已备案');

    const sent = await sentRecord(flow.server.app, staff, instanceId);
    expect(sent?.processIsFinished).toBe('finished');
    const doneByManager = await records(flow.server.app, manager, 'done-list');
    expect(doneByManager.some((r) => r.taskId === managerTask.taskId)).toBe(true);

    const history = await get<HistoryRow[]>(
      flow.server.app,
      staff,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((h) => h.historyActivityId)).toEqual([
      'start',
      'managerApprove',
      'hrApprove',
      'end',
    ]);
    const [start, byManager, byHr] = history.body.data;
    expect(start?.assigneeName).toBe('员工小张');
    expect(byManager).toMatchObject({ assigneeName: '经理老王', comment: '同意，注意交接' });
    expect(byHr).toMatchObject({ assigneeName: '人事小李', comment: '人事已备案' });
    for (const row of history.body.data) {
      expect(row.endTime).toBeTruthy();
      expect(row.historyActivityDurationTime).toBeTruthy();
    }

    const view = await get<{
      xml: string;
      flow: { historyActivityId: string; historyActivityType: string; endTime?: string | null }[];
    }>(flow.server.app, staff, `/api/blade-flow/process/model-view?processInstanceId=${instanceId}`);
    expect(view.body.data.xml).toContain('flowable:candidateGroups="manager"');
    const flows = view.body.data.flow
      .filter((n) => n.historyActivityType === 'sequenceFlow')
      .map((n) => n.historyActivityId);
    expect(flows).toEqual([
      'toManager',
      'toManagerDecision',
      'managerPass',
      'longLeave',
      'toHrDecision',
      'hrPass',
    ]);
    expect(view.body.data.flow.every((n) => n.endTime)).toBe(true);
  });

  /** A leave of `days` that the manager's decision ends: HR is never asked, the staff sees it finished. */
  async function endedByManager(days: number, flag: string, comment: string) {
    const { staff, manager, hr } = flow.tokens;
    const instanceId = await askLeave(flow.server.app, staff, days);
    await approve(manager, 'claim-list', instanceId, flag, comment);
    expect(await taskIn(flow.server.app, hr, 'claim-list', instanceId)).toBeUndefined();
    // The person who asked sees how it ended, not only that it did.
    expect(await sentRecord(flow.server.app, staff, instanceId)).toMatchObject({
      processIsFinished: 'finished',
      outcome: flag === 'ok' ? 'pass' : 'reject',
    });
    return instanceId;
  }

  it('2 days skip HR: the manager approval ends the process', async () => {
    const { staff } = flow.tokens;
    const instanceId = await endedByManager(2, 'ok', '同意');
    const view = await get<{ flow: { historyActivityId: string }[] }>(
      flow.server.app,
      staff,
      `/api/blade-flow/process/model-view?processInstanceId=${instanceId}`,
    );
    expect(view.body.data.flow.map((n) => n.historyActivityId)).toContain('shortLeave');
    expect(view.body.data.flow.map((n) => n.historyActivityId)).not.toContain('hrApprove');
  });

  it('a rejection ends the process, even for a long leave', async () => {
    const { staff } = flow.tokens;
    const instanceId = await endedByManager(7, 'reject', '项目紧张，驳回');
    const history = await get<HistoryRow[]>(
      flow.server.app,
      staff,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`,
    );
    expect(history.body.data.map((h) => h.historyActivityId)).toEqual(['start', 'managerApprove', 'end']);
  });
});

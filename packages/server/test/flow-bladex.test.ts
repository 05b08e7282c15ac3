// biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions (${...}) are the data under test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../src/paths';
import { FLOW_DEMO_IDS } from '../src/services/flow/demo-seed';

import {
  claimTask,
  completeTask,
  deployBpmn,
  flowableModel,
  get,
  records,
  sentRecord,
  startFlowServer,
  startLeave,
  taskIn,
} from './support/flow';
import { serverForFile } from './support/server-for-file';

/*
 * Models as BladeX users draw them deploy and run unchanged: the flow viewer's leave fixture
 * (`flowable:assignee="${applyUser}"` then `"${taskUser}"`, HR by candidate group over 3 days), and
 * `flowable:candidateUsers` with JUEL's word operators in conditions. Its own database: deploying the
 * fixture makes a new version of the demo's `Leave`.
 */

const BLADEX_LEAVE = readFileSync(
  path.join(serverPackageRoot, '../ui/src/components/FlowViewer/fixtures/leave.bpmn'),
  'utf8',
);
const MANAGER_TASK_USER = `taskUser_${FLOW_DEMO_IDS.manager}`;

const flow = serverForFile(startFlowServer);

/** Starts `definitionId` as staff for `days` days (from 2030-01-01); returns the new instance id. */
async function started(definitionId: string, days: number, taskUser = MANAGER_TASK_USER) {
  const before = new Set(
    (await records(flow.server.app, flow.tokens.staff, 'send-list')).map((r) => r.processInstanceId),
  );
  const response = await startLeave(flow.server.app, flow.tokens.staff, definitionId, {
    endTime: `2030-01-${String(days).padStart(2, '0')} 00:00:00`,
    taskUser,
  });
  expect(response.status, response.body.msg).toBe(200);
  const sent = await records(flow.server.app, flow.tokens.staff, 'send-list');
  return sent.find((r) => !before.has(r.processInstanceId))!.processInstanceId;
}

async function complete(token: string, taskId: string, instanceId: string, flag = 'ok') {
  const done = await completeTask(flow.server.app, token, {
    taskId,
    processInstanceId: instanceId,
    flag,
    comment: flag === 'ok' ? '同意' : '驳回',
  });
  expect(done.status, done.body.msg).toBe(200);
}

async function finished(instanceId: string) {
  return (await sentRecord(flow.server.app, flow.tokens.staff, instanceId))?.processIsFinished === 'finished';
}

describe('the BladeX leave model (FlowViewer fixture), deployed as is', () => {
  let definitionId: string;

  beforeAll(async () => {
    const latest = await deployBpmn(
      flow.server.app,
      flow.admin,
      { name: 'leave.bpmn', xml: BLADEX_LEAVE },
      'Leave',
    );
    expect(latest.version).toBe(2);
    definitionId = latest.id;
  });

  it('5 days: staff fills in the apply task, the manager named by taskUser approves, HR approves', async () => {
    const { staff, manager, hr } = flow.tokens;
    const instanceId = await started(definitionId, 5);

    // `${applyUser}`: the initiator's own first task, in staff's todo list and nobody else's.
    const apply = await taskIn(flow.server.app, staff, 'todo-list', instanceId);
    expect(apply?.taskDefinitionKey).toBe('Task_Apply');
    expect(await taskIn(flow.server.app, manager, 'todo-list', instanceId)).toBeUndefined();
    expect(await taskIn(flow.server.app, manager, 'claim-list', instanceId)).toBeUndefined();
    await complete(staff, apply!.taskId, instanceId);

    // `${taskUser}` = taskUser_<manager id>: assigned to the manager, no claim needed.
    expect(await taskIn(flow.server.app, staff, 'todo-list', instanceId)).toBeUndefined();
    const byManager = await taskIn(flow.server.app, manager, 'todo-list', instanceId);
    expect(byManager?.taskDefinitionKey).toBe('Task_DeptManager');
    expect(await taskIn(flow.server.app, hr, 'todo-list', instanceId)).toBeUndefined();
    await complete(manager, byManager!.taskId, instanceId);

    const byHr = await taskIn(flow.server.app, hr, 'claim-list', instanceId);
    expect(byHr?.taskDefinitionKey).toBe('Task_HrApproval');
    expect(await claimTask(flow.server.app, hr, byHr!.taskId)).toBe(200);
    await complete(hr, byHr!.taskId, instanceId);

    expect(await finished(instanceId)).toBe(true);
    const history = await get<{ historyActivityId: string; assigneeName?: string }[]>(
      flow.server.app,
      staff,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`,
    );
    expect(history.body.data.map((h) => [h.historyActivityId, h.assigneeName])).toEqual([
      ['StartEvent_Leave', '员工小张'],
      ['Task_Apply', '员工小张'],
      ['Task_DeptManager', '经理老王'],
      ['Task_HrApproval', '人事小李'],
      ['EndEvent_Leave', undefined],
    ]);
    const view = await get<{ xml: string }>(
      flow.server.app,
      staff,
      `/api/blade-flow/process/model-view?processInstanceId=${instanceId}`,
    );
    expect(view.body.data.xml).toBe(BLADEX_LEAVE);
  });

  it('2 days: the manager’s approval ends it, HR never sees it', async () => {
    const instanceId = await started(definitionId, 2);
    const apply = await taskIn(flow.server.app, flow.tokens.staff, 'todo-list', instanceId);
    await complete(flow.tokens.staff, apply!.taskId, instanceId);
    const byManager = await taskIn(flow.server.app, flow.tokens.manager, 'todo-list', instanceId);
    await complete(flow.tokens.manager, byManager!.taskId, instanceId);
    expect(await taskIn(flow.server.app, flow.tokens.hr, 'claim-list', instanceId)).toBeUndefined();
    expect(await finished(instanceId)).toBe(true);
  });
});

describe('candidateUsers and JUEL word operators', () => {
  const WORDS = flowableModel(
    'Words',
    '候选人与词运算符',
    `<startEvent id="start" flowable:initiator="applyUser" />
    <userTask id="approve" name="审批" flowable:candidateUsers="\${taskUser},hr" />
    <exclusiveGateway id="route" name="是否备案" />
    <userTask id="file" name="人事备案" flowable:candidateGroups="hr" />
    <endEvent id="end" />
    <sequenceFlow id="toApprove" sourceRef="start" targetRef="approve" />
    <sequenceFlow id="toRoute" sourceRef="approve" targetRef="route" />
    <sequenceFlow id="long" sourceRef="route" targetRef="file"><conditionExpression xsi:type="tFormalExpression">\${days gt 3 and pass}</conditionExpression></sequenceFlow>
    <sequenceFlow id="short" sourceRef="route" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${days le 3 or not pass}</conditionExpression></sequenceFlow>
    <sequenceFlow id="filed" sourceRef="file" targetRef="end" />`,
  );
  let definitionId: string;

  beforeAll(async () => {
    definitionId = (
      await deployBpmn(flow.server.app, flow.admin, { name: 'words.bpmn20.xml', xml: WORDS }, 'Words')
    ).id;
  });

  it('offered to each candidate user (by taskUser_<id> and by account) until one claims it; gt/and route to HR', async () => {
    const { staff, manager, hr } = flow.tokens;
    const instanceId = await started(definitionId, 5);
    const offered = await taskIn(flow.server.app, manager, 'claim-list', instanceId);
    expect(offered?.taskDefinitionKey).toBe('approve');
    expect((await taskIn(flow.server.app, hr, 'claim-list', instanceId))?.taskId).toBe(offered!.taskId);
    expect(await taskIn(flow.server.app, staff, 'claim-list', instanceId)).toBeUndefined();

    expect(await claimTask(flow.server.app, manager, offered!.taskId)).toBe(200);
    expect(await taskIn(flow.server.app, hr, 'claim-list', instanceId)).toBeUndefined();
    const notHers = await completeTask(flow.server.app, hr, {
      taskId: offered!.taskId,
      processInstanceId: instanceId,
      flag: 'ok',
    });
    expect(notHers.status).toBe(403);
    await complete(manager, offered!.taskId, instanceId);

    // days gt 3 and pass
    expect((await taskIn(flow.server.app, hr, 'claim-list', instanceId))?.taskDefinitionKey).toBe('file');
    expect(await finished(instanceId)).toBe(false);
  });

  it.each([
    { days: 5, flag: 'reject', why: 'not pass' },
    { days: 2, flag: 'ok', why: 'days le 3' },
  ])('$why: le/or/not end it without HR', async ({ days, flag }) => {
    const instanceId = await started(definitionId, days);
    const offered = await taskIn(flow.server.app, flow.tokens.manager, 'claim-list', instanceId);
    await complete(flow.tokens.manager, offered!.taskId, instanceId, flag);
    expect(await taskIn(flow.server.app, flow.tokens.hr, 'claim-list', instanceId)).toBeUndefined();
    expect(await finished(instanceId)).toBe(true);
  });
});

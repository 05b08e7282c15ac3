// biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions (${...}) are the data under test.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeProcessLeave, flowInstance, flowTask } from '../src/db/schema';
import { conditionExpression, LEAVE_PROCESS_XML } from '../src/services/flow/leave-process';

import {
  askLeave,
  claimTask,
  completeTask,
  definitionsOf,
  deployBpmn,
  flowableModel,
  get,
  records,
  startFlowServer,
  startLeave,
  submitModel,
  taskIn,
  uploadBpmn,
} from './support/flow';
import { serverForFile } from './support/server-for-file';

/*
 * What the engine refuses: a step the model or the variables do not allow answers 400 naming the
 * element and leaves nothing written; a model with an expression that cannot be evaluated is refused
 * when it is saved or deployed, not when an instance reaches it.
 */

const flow = serverForFile(startFlowServer);

async function rowCounts() {
  const { db } = flow.server.database;
  const [instances] = await db.select({ n: count() }).from(flowInstance);
  const [tasks] = await db.select({ n: count() }).from(flowTask);
  const [leaves] = await db.select({ n: count() }).from(bladeProcessLeave);
  return { instances: instances?.n, tasks: tasks?.n, leaves: leaves?.n };
}

/** Deploys a Flowable model of `key` named `name` around the process `body`; answers its definition id. */
async function deployed(key: string, name: string, body: string) {
  const xml = flowableModel(key, name, body);
  return (await deployBpmn(flow.server.app, flow.admin, { name: `${key}.bpmn20.xml`, xml }, key)).id;
}

describe('a step the engine cannot take: HTTP 400 naming the element, nothing written', () => {
  it('complete-task with days "x" on the demo leave: no condition of 天数判断 holds; the task stays open', async () => {
    const instanceId = await askLeave(flow.server.app, flow.tokens.staff, 5);
    const task = await taskIn(flow.server.app, flow.tokens.manager, 'claim-list', instanceId);
    expect(await claimTask(flow.server.app, flow.tokens.manager, task!.taskId)).toBe(200);
    const before = await rowCounts();

    const refused = await completeTask(flow.server.app, flow.tokens.manager, {
      taskId: task!.taskId,
      processInstanceId: instanceId,
      flag: 'ok',
      comment: '同意',
      variables: { days: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, success: false });
    expect(refused.body.msg).toContain('办理任务「部门经理审批」(managerApprove)失败');
    expect(refused.body.msg).toContain('「天数判断」(daysDecision)');
    expect(refused.body.msg).toContain('${days > 3}');

    // Still the manager's open task; no history, no new task, the variables not saved.
    expect((await taskIn(flow.server.app, flow.tokens.manager, 'todo-list', instanceId))?.taskId).toBe(
      task!.taskId,
    );
    expect(
      (await records(flow.server.app, flow.tokens.manager, 'done-list')).some(
        (r) => r.taskId === task!.taskId,
      ),
    ).toBe(false);
    expect(await rowCounts()).toEqual(before);
    const history = await get<{ historyActivityId: string; endTime?: string; comment?: string }[]>(
      flow.server.app,
      flow.tokens.staff,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`,
    );
    expect(history.body.data.map((h) => h.historyActivityId)).toEqual(['start', 'managerApprove']);
    expect(history.body.data[1]).not.toHaveProperty('endTime');
    expect(history.body.data[1]).not.toHaveProperty('comment');

    // Completed again without the bad variable, the instance runs on from where it waited.
    const done = await completeTask(flow.server.app, flow.tokens.manager, {
      taskId: task!.taskId,
      processInstanceId: instanceId,
      flag: 'ok',
      comment: '同意',
    });
    expect(done.status, done.body.msg).toBe(200);
    expect((await taskIn(flow.server.app, flow.tokens.hr, 'claim-list', instanceId))?.taskDefinitionKey).toBe(
      'hrApprove',
    );
  });

  it('a start that no outgoing condition lets through: 400 naming the gateway, no instance or leave row left', async () => {
    const definitionId = await deployed(
      'NoWay',
      '无路可走',
      `<startEvent id="start" flowable:initiator="applyUser" />
    <exclusiveGateway id="route" name="金额分流" />
    <userTask id="big" name="大额审批" flowable:candidateGroups="manager" />
    <endEvent id="end" />
    <sequenceFlow id="toRoute" sourceRef="start" targetRef="route" />
    <sequenceFlow id="toBig" sourceRef="route" targetRef="big">${conditionExpression('${days > 10}')}</sequenceFlow>
    <sequenceFlow id="toEnd" sourceRef="route" targetRef="end">${conditionExpression('${days < 0}')}</sequenceFlow>
    <sequenceFlow id="bigDone" sourceRef="big" targetRef="end" />`,
    );
    const before = await rowCounts();
    const refused = await startLeave(flow.server.app, flow.tokens.staff, definitionId);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('发起流程「无路可走」失败');
    expect(refused.body.msg).toContain('「金额分流」(route)');
    expect(refused.body.msg).toContain('${days > 10}');
    expect(await rowCounts()).toEqual(before);
  });

  it('an assignee expression that fails when the task is reached: 400 naming the task, nothing written', async () => {
    // `nope` is no transform: the expression parses (so it deploys) but cannot be evaluated.
    const definitionId = await deployed(
      'BadAssignee',
      '办理人出错',
      `<startEvent id="start" />
    <userTask id="approve" name="审批" flowable:assignee="\${taskUser|nope}" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <sequenceFlow id="f2" sourceRef="approve" targetRef="end" />`,
    );
    const before = await rowCounts();
    const refused = await startLeave(flow.server.app, flow.tokens.staff, definitionId, {
      taskUser: 'manager',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('「审批」(approve)');
    expect(refused.body.msg).toContain('flowable:assignee');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('expressions are checked when a model is saved or deployed', () => {
  const submit = (xml: string) => submitModel(flow.server.app, flow.admin, 'Checked', '校验', xml);

  it('a condition that does not parse, or is not an expression, is refused naming the sequence flow', async () => {
    const broken = await submit(LEAVE_PROCESS_XML.replace('${days > 3}', '${days >}'));
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toContain('「大于3天」(longLeave)');
    expect(broken.body.msg).toContain('条件表达式');
    expect(broken.body.msg).toContain('${days >}');

    // Plain text would be taken as always true.
    const plain = await submit(LEAVE_PROCESS_XML.replace('${days <= 3}', 'days <= 3'));
    expect(plain.status).toBe(400);
    expect(plain.body.msg).toContain('shortLeave');
    expect(plain.body.msg).toContain('${...}');
  });

  it('an assignee or candidate expression that does not parse is refused naming the task', async () => {
    const assignee = await submit(
      LEAVE_PROCESS_XML.replace(
        'flowable:candidateGroups="manager"',
        'flowable:assignee="${applyUser" flowable:candidateGroups="manager"',
      ),
    );
    expect(assignee.status).toBe(400);
    expect(assignee.body.msg).toContain('「部门经理审批」(managerApprove)');
    expect(assignee.body.msg).toContain('flowable:assignee');

    // Through deploy-upload too, and nothing is deployed.
    const xml = LEAVE_PROCESS_XML.replaceAll('"Leave"', '"Checked"').replace(
      'flowable:candidateGroups="hr"',
      'flowable:candidateGroups="${hr +}"',
    );
    const upload = await uploadBpmn(flow.server.app, flow.admin, [{ name: 'checked.bpmn', xml }]);
    expect(upload.statusCode).toBe(400);
    expect(upload.json<{ msg: string }>().msg).toContain('「人事审批」(hrApprove)');
    expect(upload.json<{ msg: string }>().msg).toContain('flowable:candidateGroups');
    expect(await definitionsOf(flow.server.app, flow.admin, 'Checked')).toEqual([]);

    // The same model with sound expressions is saved.
    expect((await submit(LEAVE_PROCESS_XML)).status).toBe(200);
  });
});

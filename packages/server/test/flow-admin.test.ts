// Over 300 lines: it groups the workflow administration cases (models, deployments, tenants, tasks).
import { describe, expect, it } from 'vitest';
import { LEAVE_PROCESS_XML } from '../src/services/flow/leave-process';
import { signIn, signInNewUser } from './helpers';
import {
  askLeave,
  claimTask,
  completeTask,
  definitionsOf,
  get,
  post,
  records,
  sentRecord,
  startFlowServer,
  submitModel,
  uploadBpmn,
} from './support/flow';
import { serverForFile } from './support/server-for-file';

const flow = serverForFile(startFlowServer);

const TRIP_XML = LEAVE_PROCESS_XML.replaceAll('"Leave"', '"Trip"').replace('请假流程', '出差流程');

const definitions = (key: string) => definitionsOf(flow.server.app, flow.admin, key);
const upload = (token: string, files: { name: string; xml: string }[]) =>
  uploadBpmn(flow.server.app, token, files);

describe('models', () => {
  it('submit validates the XML, list/detail show it, deploy makes a new version, remove deletes it', async () => {
    // Not XML at all, then XML with no executable process: each refused, naming what is wrong.
    for (const [key, name, xml, named] of [
      ['Broken', '坏模型', '<definitions><process', 'modelEditorXml'],
      [
        'Empty',
        '空模型',
        '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"></definitions>',
        'isExecutable',
      ],
    ] as const) {
      const refused = await submitModel(flow.server.app, flow.admin, key, name, xml);
      expect(refused.status, key).toBe(400);
      expect(refused.body.msg).toContain(named);
    }

    const saved = await submitModel(flow.server.app, flow.admin, 'Trip', '出差流程', TRIP_XML);
    expect(saved.status, saved.body.msg).toBe(200);
    const list = await get<{ records: { id: string; modelKey: string; modelEditorXml?: string }[] }>(
      flow.server.app,
      flow.admin,
      '/api/blade-flow/model/list?name=出差',
    );
    const model = list.body.data.records.find((m) => m.modelKey === 'Trip');
    expect(model?.modelEditorXml).toBeUndefined();
    const detail = await get<{ modelEditorXml: string }>(
      flow.server.app,
      flow.admin,
      `/api/blade-flow/model/detail?id=${model!.id}`,
    );
    expect(detail.body.data.modelEditorXml).toContain('出差流程');

    // A model nobody else may see: a staff member is no administrator.
    expect((await get(flow.server.app, flow.tokens.staff, '/api/blade-flow/model/list')).status).toBe(401);

    for (const expected of [1, 2]) {
      const deployed = await post(
        flow.server.app,
        flow.admin,
        `/api/blade-flow/model/deploy?modelId=${model!.id}&category=flow_1`,
      );
      expect(deployed.status, deployed.body.msg).toBe(200);
      expect((await definitions('Trip')).map((d) => d.version)).toContain(expected);
    }
    const missing = await post(
      flow.server.app,
      flow.admin,
      '/api/blade-flow/model/deploy?modelId=42&category=flow_1',
    );
    expect(missing.status).toBe(404);

    expect(
      (await post(flow.server.app, flow.admin, `/api/blade-flow/model/remove?ids=${model!.id}`)).status,
    ).toBe(200);
    const gone = await get<object>(
      flow.server.app,
      flow.admin,
      `/api/blade-flow/model/detail?id=${model!.id}`,
    );
    expect(gone.body.data).toEqual({});
  });

  it('a save made from an older version is refused with 409 naming when it changed, and changes nothing (issue 25)', async () => {
    const first = await submitModel(flow.server.app, flow.admin, 'Versioned', '版本模型', TRIP_XML);
    expect(first.status, first.body.msg).toBe(200);
    const read = async () => {
      const list = await get<{ records: { id: string; modelKey: string; name: string; version: number }[] }>(
        flow.server.app,
        flow.admin,
        '/api/blade-flow/model/list?modelKey=Versioned',
      );
      return list.body.data.records.find((m) => m.modelKey === 'Versioned')!;
    };
    const loaded = await read();
    expect(loaded.version).toBe(1);
    const save = (name: string, version?: number) =>
      // An undefined version is left out of the JSON, as a client that sends none.
      submitModel(flow.server.app, flow.admin, 'Versioned', name, TRIP_XML, { id: loaded.id, version });

    // One person saves from version 1; the other, still on version 1, is refused.
    expect((await save('甲的名称', 1)).status).toBe(200);
    const stale = await save('乙的名称', 1);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/^该模型已被他人于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改/);
    expect(stale.body.data).toMatchObject({ id: loaded.id, current: { name: '甲的名称', version: 2 } });
    expect(await read()).toMatchObject({ name: '甲的名称', version: 2 });

    // From the current version, or from a client that sends none, the save goes through.
    expect((await save('乙的名称', 2)).status).toBe(200);
    expect((await save('旧客户端', undefined)).status).toBe(200);
    expect(await read()).toMatchObject({ name: '旧客户端', version: 4 });
    expect((await save('坏版本', 'x' as unknown as number)).status).toBe(400);
  });
});

describe('deployments', () => {
  it('deploy-upload takes .bpmn/.bpmn20.xml files and refuses others and invalid XML, writing nothing', async () => {
    const before = (await definitions('Upload')).length;
    const bad = await upload(flow.admin, [
      { name: 'upload.txt', xml: TRIP_XML.replaceAll('"Trip"', '"Upload"') },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toContain('.bpmn20.xml');
    // One good file and one broken one: the whole upload is refused.
    const mixed = await upload(flow.admin, [
      { name: 'upload.bpmn', xml: TRIP_XML.replaceAll('"Trip"', '"Upload"') },
      { name: 'broken.bpmn20.xml', xml: '<nope' },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ msg: string }>().msg).toContain('broken.bpmn20.xml');
    expect(await definitions('Upload')).toHaveLength(before);

    const good = await upload(flow.admin, [
      { name: 'upload.bpmn20.xml', xml: TRIP_XML.replaceAll('"Trip"', '"Upload"') },
    ]);
    expect(good.statusCode, good.body).toBe(200);
    const [uploaded] = await definitions('Upload');
    expect(uploaded).toMatchObject({ version: before + 1, category: 'flow_1', categoryName: '请假流程' });
  });

  it('two deployments of one key at once get successive versions', async () => {
    // Several files each keep both transactions open long enough to overlap (on PostgreSQL; PGlite
    // runs one transaction at a time).
    const xml = TRIP_XML.replaceAll('"Trip"', '"Race"');
    const files = (side: string) => [1, 2, 3, 4].map((n) => ({ name: `race-${side}${n}.bpmn`, xml }));
    const results = await Promise.all([upload(flow.admin, files('a')), upload(flow.admin, files('b'))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await definitions('Race')).map((d) => d.version).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it('a suspended definition leaves the start list and cannot be started; active again, it returns', async () => {
    const [leave] = (await definitions('Leave')).sort((a, b) => b.version - a.version);
    const state = (s: string) =>
      post(
        flow.server.app,
        flow.admin,
        `/api/blade-flow/manager/change-state?processId=${encodeURIComponent(leave!.id)}&state=${s}`,
      );
    expect((await state('suspend')).status).toBe(200);
    expect(
      (await records(flow.server.app, flow.tokens.staff, 'start-list')).some((r) => r.key === 'Leave'),
    ).toBe(false);
    const refused = await post(
      flow.server.app,
      flow.tokens.staff,
      '/api/blade-desk/process/leave/start-process',
      {
        processDefinitionId: leave!.id,
        startTime: '2030-01-01 00:00:00',
        endTime: '2030-01-02 00:00:00',
        reason: '挂起后发起',
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('挂起');
    expect((await state('bogus')).status).toBe(400);
    expect((await state('active')).status).toBe(200);
    expect(
      (await records(flow.server.app, flow.tokens.staff, 'start-list')).some((r) => r.key === 'Leave'),
    ).toBe(true);
  });

  it('delete-deployment refuses while instances run, and deletes after they are gone', async () => {
    const uploaded = await upload(flow.admin, [
      { name: 'gone.bpmn', xml: TRIP_XML.replaceAll('"Trip"', '"Gone"') },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const [gone] = await definitions('Gone');
    // Tenant 000000 runs it once (the leave form's API starts any definition).
    const started = await post(
      flow.server.app,
      flow.tokens.staff,
      '/api/blade-desk/process/leave/start-process',
      {
        processDefinitionId: gone!.id,
        startTime: '2030-01-01 00:00:00',
        endTime: '2030-01-02 00:00:00',
        reason: '删除部署前',
      },
    );
    expect(started.status).toBe(200);
    const refused = await post(
      flow.server.app,
      flow.admin,
      `/api/blade-flow/manager/delete-deployment?deploymentIds=${gone!.deploymentId}`,
    );
    expect(refused.status).toBe(400);
    expect(await definitions('Gone')).toHaveLength(1);

    const running = await get<{ records: { processInstanceId: string; processDefinitionId: string }[] }>(
      flow.server.app,
      flow.admin,
      '/api/blade-flow/follow/list?size=100',
    );
    const instance = running.body.data.records.find((r) => r.processDefinitionId === gone!.id);
    expect(instance).toBeDefined();
    const deleted = await post(
      flow.server.app,
      flow.admin,
      `/api/blade-flow/follow/delete-process-instance?processInstanceId=${instance!.processInstanceId}&deleteReason=${encodeURIComponent('测试删除')}`,
    );
    expect(deleted.status).toBe(200);
    const again = await post(
      flow.server.app,
      flow.admin,
      `/api/blade-flow/follow/delete-process-instance?processInstanceId=${instance!.processInstanceId}`,
    );
    expect(again.status).toBe(409);
    // Its task left the manager's claim list with it.
    expect(
      (await records(flow.server.app, flow.tokens.manager, 'claim-list')).some(
        (r) => r.processInstanceId === instance!.processInstanceId,
      ),
    ).toBe(false);
    expect(
      (
        await post(
          flow.server.app,
          flow.admin,
          `/api/blade-flow/manager/delete-deployment?deploymentIds=${gone!.deploymentId}`,
        )
      ).status,
    ).toBe(200);
    expect(await definitions('Gone')).toHaveLength(0);
  });
});

describe('deploying into tenants', () => {
  /** Saves a model `key` (the demo leave under another key) as `token`; returns its id. */
  async function savedModel(token: string, key: string) {
    const xml = LEAVE_PROCESS_XML.replaceAll('"Leave"', `"${key}"`);
    const saved = await submitModel(flow.server.app, token, key, key, xml);
    expect(saved.status, saved.body.msg).toBe(200);
    const list = await get<{ records: { id: string; modelKey: string }[] }>(
      flow.server.app,
      token,
      `/api/blade-flow/model/list?modelKey=${key}`,
    );
    return list.body.data.records.find((m) => m.modelKey === key)!.id;
  }
  const deployModel = (token: string, modelId: string, tenantIds: string) =>
    post(
      flow.server.app,
      token,
      `/api/blade-flow/model/deploy?modelId=${modelId}&category=flow_1&tenantIds=${tenantIds}`,
    );

  it('a tenant administrator deploys into its own tenant only: naming another is refused, nothing deployed', async () => {
    const tenantAdmin = await signInNewUser(flow.server, { tenantId: '888888', roleAlias: 'administrator' });
    const modelId = await savedModel(tenantAdmin, 'OwnTenant');
    const refused = await deployModel(tenantAdmin, modelId, '888888,000000');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('只能部署到当前租户');
    const uploadRefused = await uploadBpmn(
      flow.server.app,
      tenantAdmin,
      [{ name: 'own.bpmn', xml: LEAVE_PROCESS_XML.replaceAll('"Leave"', '"OwnTenant"') }],
      { tenantIds: '000000' },
    );
    expect(uploadRefused.statusCode).toBe(403);
    expect(await definitionsOf(flow.server.app, tenantAdmin, 'OwnTenant')).toEqual([]);
    expect(await definitions('OwnTenant')).toEqual([]);

    expect((await deployModel(tenantAdmin, modelId, '888888')).status).toBe(200);
    const [own] = await definitionsOf(flow.server.app, tenantAdmin, 'OwnTenant');
    expect(own).toMatchObject({ tenantId: '888888', version: 1 });
    expect(await definitions('OwnTenant')).toEqual([]);
  });

  it('the platform administrator deploys one model into two tenants; an unknown tenant is refused by name', async () => {
    const otherAdmin = await signInNewUser(flow.server, { tenantId: '999999', roleAlias: 'administrator' });
    const modelId = await savedModel(flow.admin, 'TwoTenants');

    const unknown = await deployModel(flow.admin, modelId, '000000,424242');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('424242');
    expect(unknown.body.msg).not.toContain('000000');
    const unknownUpload = await uploadBpmn(
      flow.server.app,
      flow.admin,
      [{ name: 'two.bpmn', xml: LEAVE_PROCESS_XML.replaceAll('"Leave"', '"TwoTenants"') }],
      { tenantIds: '424242' },
    );
    expect(unknownUpload.statusCode).toBe(400);
    expect(unknownUpload.json<{ msg: string }>().msg).toContain('424242');
    // Refused whole: the known tenant got nothing either.
    expect(await definitions('TwoTenants')).toEqual([]);

    const both = await deployModel(flow.admin, modelId, '000000,999999');
    expect(both.status, both.body.msg).toBe(200);
    const [here] = await definitions('TwoTenants');
    const [there] = await definitionsOf(flow.server.app, otherAdmin, 'TwoTenants');
    expect(here).toMatchObject({ tenantId: '000000', version: 1 });
    expect(there).toMatchObject({ tenantId: '999999', version: 1 });
    // Each tenant's definition belongs to a deployment of its own.
    expect(there!.deploymentId).not.toBe(here!.deploymentId);
  });
});

describe('tasks: who may act, bad input, concurrency', () => {
  it('unknown task, another user’s task, another tenant’s task and a task already done: clear 4xx, nothing written', async () => {
    const instanceId = await askLeave(flow.server.app, flow.tokens.staff, 4);
    const [task] = (await records(flow.server.app, flow.tokens.manager, 'claim-list')).filter(
      (r) => r.processInstanceId === instanceId,
    );
    const complete = (token: string, taskId: string) =>
      completeTask(flow.server.app, token, {
        taskId,
        processInstanceId: instanceId,
        flag: 'ok',
      });

    expect((await complete(flow.tokens.manager, '123')).status).toBe(404);
    expect(await claimTask(flow.server.app, flow.tokens.manager, 'abc')).toBe(400);
    // Staff and HR are not candidates of the manager's task.
    const notMine = await complete(flow.tokens.hr, task!.taskId);
    expect(notMine.status).toBe(403);
    expect(notMine.body.msg).toContain('不属于当前用户');
    expect(await claimTask(flow.server.app, flow.tokens.staff, task!.taskId)).toBe(403);
    // Another tenant's manager does not even see it.
    const other = await signInNewUser(flow.server, { tenantId: '777777', roleAlias: 'manager' });
    expect((await complete(other, task!.taskId)).status).toBe(404);
    expect(
      (
        await get(
          flow.server.app,
          other,
          `/api/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`,
        )
      ).status,
    ).toBe(404);
    // None of that moved the instance.
    expect(
      (await records(flow.server.app, flow.tokens.manager, 'claim-list')).some(
        (r) => r.taskId === task!.taskId,
      ),
    ).toBe(true);

    // Claimed by the manager, the task is no longer anyone else's to claim.
    expect(await claimTask(flow.server.app, flow.tokens.manager, task!.taskId)).toBe(200);
    const secondManager = await signInNewUser(flow.server, { account: 'manager2', roleAlias: 'manager' });
    expect(await claimTask(flow.server.app, secondManager, task!.taskId)).toBe(409);
    expect((await complete(flow.tokens.manager, task!.taskId)).status).toBe(200);
    const twice = await complete(flow.tokens.manager, task!.taskId);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('已被办理');
  });

  it('two completions of one task at once: exactly one wins, the other gets 409, one HR task follows', async () => {
    const instanceId = await askLeave(flow.server.app, flow.tokens.staff, 6);
    const [task] = (await records(flow.server.app, flow.tokens.manager, 'claim-list')).filter(
      (r) => r.processInstanceId === instanceId,
    );
    const secondManager = (await signIn(flow.server.app, { username: 'manager2', password: 'secret123' }))
      .access_token;
    const body = { taskId: task!.taskId, processInstanceId: instanceId, flag: 'ok', comment: '同时办理' };
    const results = await Promise.all([
      completeTask(flow.server.app, flow.tokens.manager, body),
      completeTask(flow.server.app, secondManager, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const hrTasks = (await records(flow.server.app, flow.tokens.hr, 'claim-list')).filter(
      (r) => r.processInstanceId === instanceId,
    );
    expect(hrTasks).toHaveLength(1);
    const history = await get<{ historyActivityId: string }[]>(
      flow.server.app,
      flow.tokens.staff,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`,
    );
    expect(history.body.data.filter((h) => h.historyActivityId === 'managerApprove')).toHaveLength(1);
  });

  it('leave: bad dates and an empty reason are refused naming the field; detail shows the request', async () => {
    const definitionId = (await records(flow.server.app, flow.tokens.staff, 'start-list')).find(
      (r) => r.key === 'Leave',
    )!.id!;
    const start = (body: object) =>
      post(flow.server.app, flow.tokens.staff, '/api/blade-desk/process/leave/start-process', {
        processDefinitionId: definitionId,
        startTime: '2030-01-01 00:00:00',
        endTime: '2030-01-03 00:00:00',
        reason: '事假',
        ...body,
      });
    const sentBefore = (await records(flow.server.app, flow.tokens.staff, 'send-list')).length;
    expect((await start({ startTime: '明天' })).body.msg).toContain('startTime');
    expect((await start({ endTime: '2029-12-01 00:00:00' })).body.msg).toContain('endTime');
    expect((await start({ reason: '  ' })).body.msg).toContain('reason');
    expect((await start({ processDefinitionId: 'Nope:1:1' })).status).toBe(404);
    expect(await records(flow.server.app, flow.tokens.staff, 'send-list')).toHaveLength(sentBefore);

    const instanceId = await askLeave(flow.server.app, flow.tokens.staff, 3, '家中有事');
    const sent = await sentRecord(flow.server.app, flow.tokens.staff, instanceId);
    const detail = await get<{
      reason: string;
      days: number;
      processInstanceId: string;
      flow: { status: string };
    }>(
      flow.server.app,
      flow.tokens.staff,
      `/api/blade-desk/process/leave/detail?businessId=${sent!.businessId}`,
    );
    expect(detail.body.data).toMatchObject({
      reason: '家中有事',
      days: 3,
      processInstanceId: instanceId,
      // The applicant by name, as the approver's page shows it.
      createUserName: '员工小张',
    });
    expect(detail.body.data.flow.status).toBe('running');
    const view = await get<{ xml: string; flow: unknown[] }>(
      flow.server.app,
      flow.tokens.staff,
      `/api/blade-flow/process/model-view?processDefinitionId=${encodeURIComponent(definitionId)}`,
    );
    expect(view.body.data.flow).toEqual([]);
    expect((await get(flow.server.app, flow.tokens.staff, '/api/blade-flow/process/model-view')).status).toBe(
      400,
    );
  });
});

describe('administrators only', () => {
  // Blade answers a role that may not with 401 (requireAdmin), as for a missing token.
  it('refuses a member of staff the models, the deployed definitions and the running instances', async () => {
    for (const service of ['model', 'manager', 'follow']) {
      const refused = await get(flow.server.app, flow.tokens.staff, `/api/blade-flow/${service}/list`);
      expect(refused.status, service).toBe(401);
      expect(refused.body.msg, service).toBe('请求未授权');
    }
  });
});

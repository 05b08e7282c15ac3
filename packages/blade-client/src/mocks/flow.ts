import { LEAVE_BPMN, LEAVE_PROCESS as P } from './flow-bpmn';
import { node, openTask, startHistory } from './flow-history';
import { leaveHandlers } from './flow-leave';
import { fail, filterRows, type MockRow, now, ok, paginate } from './respond';
import { type Context, csv, type MockRoutes, readJson } from './routes';
import type { MockStore } from './store';

/**
 * The workflow mocks (`/blade-flow/*`, `/blade-desk/process/leave/*`), behaving like the server's
 * engine for one signed-in person who holds every role: a leave request waits for a manager to claim
 * it, more than 3 days then waits for HR, a rejection ends it; the history and the chart follow.
 * Tables: flowModel, flowDefinition (with `xml`), flowInstance (with `history`), flowTask, leave.
 */
export function flowHandlers({ get, post, crud }: MockRoutes, store: MockStore): void {
  const F = '/blade-flow';
  const definitionOf = (id: unknown) => store.find('flowDefinition', String(id ?? ''));
  const instanceOf = (id: unknown) => store.find('flowInstance', String(id ?? ''));

  crud(`${F}/model`, 'flowModel');
  post(`${F}/model/deploy`, ({ query }) => {
    const model = store.find('flowModel', query.get('modelId') ?? '');
    if (!model) return fail('流程模型不存在');
    if (!query.get('category')) return fail('请选择流程类型');
    deploy(String(model.modelKey), String(model.name), String(model.modelEditorXml ?? LEAVE_BPMN), query);
    return ok({});
  });

  /** A new version of the definition `key` (older versions stay, as in the engine). */
  function deploy(key: string, name: string, xml: string, query: URLSearchParams | FormData) {
    const version =
      Math.max(
        0,
        ...store
          .table('flowDefinition')
          .filter((d) => d.key === key)
          .map((d) => Number(d.version)),
      ) + 1;
    const deploymentId = store.nextId();
    return store.submit('flowDefinition', {
      id: `${key}:${version}:${deploymentId}`,
      name,
      key,
      category: String(query.get('category')),
      version,
      deploymentId,
      resourceName: `${key}.bpmn20.xml`,
      suspensionState: 1,
      deploymentTime: now(),
      tenantId: String(query.get('tenantIds') || '000000'),
      xml,
    });
  }

  const definitions = ({ query }: Context) =>
    ok(paginate(filterRows(store.table('flowDefinition'), query, ['mode', 'xml']), query));
  get(`${F}/manager/list`, definitions);
  post(`${F}/manager/change-state`, ({ query }) => {
    const definition = definitionOf(query.get('processId'));
    if (!definition) return fail('流程定义不存在');
    const state = query.get('state');
    if (state !== 'active' && state !== 'suspend') return fail('状态只能是 active 或 suspend');
    definition.suspensionState = state === 'suspend' ? 2 : 1;
    return ok({});
  });
  post(`${F}/manager/deploy-upload`, async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll('files').filter((file): file is File => typeof file !== 'string');
    if (!form.get('category')) return fail('请选择流程类型');
    if (files.length === 0) return fail('请选择要部署的 BPMN 文件');
    for (const file of files) {
      const xml = await file.text();
      const process = /<(?:\w+:)?process\b[^>]*\bid="([^"]+)"(?:[^>]*\bname="([^"]*)")?/.exec(xml);
      if (!process) return fail(`文件 ${file.name} 不是有效的 BPMN：找不到 process 元素`);
      deploy(process[1]!, process[2] || process[1]!, xml, form);
    }
    return ok({});
  });
  post(`${F}/manager/delete-deployment`, ({ query }) => {
    const ids = new Set(csv(query.get('deploymentIds')));
    const drop = store.table('flowDefinition').filter((row) => ids.has(String(row.deploymentId)));
    store.remove(
      'flowDefinition',
      drop.map((row) => row.id),
    );
    return ok({});
  });

  // --- tracking and the chart ------------------------------------------------------------------------
  const running = () => store.table('flowInstance').filter((row) => !row.endTime);
  get(`${F}/follow/list`, ({ query }) => ok(paginate(filterRows(running(), query, ['history']), query)));
  post(`${F}/follow/delete-process-instance`, ({ query }) => {
    const instance = instanceOf(query.get('processInstanceId'));
    if (!instance) return fail('流程实例不存在');
    if (!query.get('deleteReason')?.trim()) return fail('请填写删除原因');
    store.remove('flowInstance', [instance.id]);
    store.remove(
      'flowTask',
      store
        .table('flowTask')
        .filter((t) => t.processInstanceId === instance.id && t.status !== 'done')
        .map((t) => t.id),
    );
    return ok({});
  });
  /** The instance's history; seeded instances without one wait at the manager's approval. */
  const historyOf = (instance: MockRow | undefined): MockRow[] =>
    (instance?.history as MockRow[] | undefined) ?? startHistory(String(instance?.startTime ?? now()));
  get(`${F}/process/model-view`, ({ query }) => {
    const instance = instanceOf(query.get('processInstanceId'));
    const definition = definitionOf(query.get('processDefinitionId') ?? instance?.processDefinitionId);
    return ok({ xml: definition?.xml ?? LEAVE_BPMN, flow: instance ? historyOf(instance) : [] });
  });
  get(`${F}/process/history-flow-list`, ({ query }) =>
    ok(
      historyOf(instanceOf(query.get('processInstanceId'))).filter(
        (n) => n.historyActivityType !== 'sequenceFlow',
      ),
    ),
  );

  // --- the inbox ----------------------------------------------------------------------------------------
  get(`${F}/work/start-list`, ({ query }) => {
    const latest = new Map<string, MockRow>();
    for (const d of store.table('flowDefinition'))
      if (d.suspensionState !== 2 && Number(d.version) >= Number(latest.get(String(d.key))?.version ?? 0))
        latest.set(String(d.key), d);
    return ok(paginate(filterRows([...latest.values()], query, ['mode', 'xml']), query));
  });
  const tasks =
    (status: string) =>
    ({ query }: Context) =>
      ok(
        paginate(
          filterRows(store.table('flowTask'), query).filter((row) => row.status === status),
          query,
        ),
      );
  get(`${F}/work/claim-list`, tasks('claim'));
  get(`${F}/work/todo-list`, tasks('todo'));
  get(`${F}/work/done-list`, tasks('done'));
  get(`${F}/work/send-list`, ({ query }) =>
    ok(
      paginate(
        store.table('flowInstance').map((instance) => ({
          ...sendRow(instance),
          processIsFinished: instance.endTime ? 'finished' : 'unfinished',
          outcome: instance.endTime ? instance.outcome : undefined,
        })),
        query,
      ),
    ),
  );
  const sendRow = (instance: MockRow) => ({
    id: instance.id,
    processInstanceId: instance.id,
    processDefinitionId: instance.processDefinitionId,
    processDefinitionName: instance.processDefinitionName,
    category: instance.category ?? 'flow_1',
    businessTable: 'blade_process_leave',
    businessId: String(instance.businessKey ?? '').split(':')[1] ?? '',
    createTime: instance.startTime,
    endTime: instance.endTime,
    taskName: instance.endTime ? '结束' : currentTaskName(instance),
  });
  const currentTaskName = (instance: MockRow) =>
    store.table('flowTask').find((t) => t.processInstanceId === instance.id && t.status !== 'done')?.taskName;

  post(`${F}/work/claim-task`, ({ query }) => {
    const task = store.find('flowTask', query.get('taskId') ?? '');
    if (!task) return fail('任务不存在或已被处理');
    if (task.status !== 'claim') return fail('该任务已被签收');
    Object.assign(task, { status: 'todo', assignee: 'admin', assigneeName: '管理员' });
    return ok({});
  });
  post(`${F}/work/complete-task`, async ({ request }) => {
    const body = await readJson(request);
    const task = store.find('flowTask', String(body.taskId ?? ''));
    if (!task || task.status === 'done') return fail('任务不存在或已被处理');
    if (task.status !== 'todo') return fail('请先签收该任务');
    const instance = instanceOf(task.processInstanceId);
    if (!instance) return fail('流程实例不存在');
    const time = now();
    const pass = body.flag === 'ok';
    Object.assign(task, {
      status: 'done',
      endTime: time,
      historyTaskEndTime: time,
      comment: body.comment ?? '',
    });
    const history = historyOf(instance).map((n) =>
      n.historyActivityId === task.taskDefinitionKey && !n.endTime
        ? {
            ...n,
            endTime: time,
            assignee: 'admin',
            assigneeName: '管理员',
            comment: String(body.comment ?? ''),
          }
        : n,
    );
    const toHr = pass && task.taskDefinitionKey === P.manager && Number(instance.days) > 3;
    if (task.taskDefinitionKey === P.manager)
      history.push(
        node(P.toGateway, '', 'sequenceFlow', time),
        node(P.gateway, '请假天数', 'exclusiveGateway', time),
      );
    if (toHr) {
      history.push(node(P.over3, '', 'sequenceFlow', time), node(P.hr, '人事审批', 'userTask', null));
      openTask(store, instance, P.hr, '人事审批');
    } else {
      const flow = task.taskDefinitionKey === P.hr ? P.hrToEnd : P.within3;
      history.push(node(flow, '', 'sequenceFlow', time), node(P.end, '结束', 'endEvent', time));
      instance.endTime = time;
      instance.status = 'finished';
      instance.outcome = pass ? 'pass' : 'reject';
    }
    instance.history = history;
    return ok({});
  });

  // --- the leave process (./flow-leave.ts) ---------------------------------------------------------
  leaveHandlers({ get, post, crud }, store);
}

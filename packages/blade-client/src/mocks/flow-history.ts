import { LEAVE_PROCESS as P } from './flow-bpmn';
import { type MockRow, now } from './respond';
import type { MockStore } from './store';

/** One step of an instance's history (the chart's and the history list's rows). */
export function node(id: string, name: string, type: string, endTime: string | null): MockRow {
  return {
    id,
    historyActivityId: id,
    historyActivityName: name,
    historyActivityType: type,
    createTime: now(),
    endTime,
    assignee: type === 'startEvent' ? 'admin' : undefined,
    assigneeName: type === 'startEvent' ? '管理员' : undefined,
  };
}

/** A started leave request's history: started, and waiting at the manager's approval. */
export function startHistory(time: string): MockRow[] {
  return [
    node(P.start, '开始', 'startEvent', time),
    node(P.toManager, '', 'sequenceFlow', time),
    node(P.manager, '部门经理审批', 'userTask', null),
  ];
}

/** Opens a task of the leave process at `key`, waiting to be claimed. */
export function openTask(store: MockStore, instance: MockRow, key: string, name: string) {
  const taskId = `task-${store.nextId()}`;
  store.submit('flowTask', {
    id: taskId,
    taskId,
    taskName: name,
    taskDefinitionKey: key,
    category: instance.category ?? 'flow_1',
    categoryName: '请假流程',
    createTime: now(),
    processInstanceId: instance.id,
    processDefinitionId: instance.processDefinitionId,
    processDefinitionName: instance.processDefinitionName,
    processIsFinished: 'unfinished',
    businessTable: 'blade_process_leave',
    businessId: String(instance.businessKey).split(':')[1],
    status: 'claim',
  });
}

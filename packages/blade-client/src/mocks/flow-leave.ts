import {
  leaveDaysOf,
  MAX_LEAVE_DAYS,
  MAX_LEAVE_REASON,
  message,
  parseWireTime,
} from '@blade-console/blade-schema';
import { LEAVE_PROCESS as P } from './flow-bpmn';
import { openTask, startHistory } from './flow-history';
import { fail, now, ok } from './respond';
import { type MockRoutes, readJson } from './routes';
import { zh } from './say';
import type { MockStore } from './store';

/**
 * The leave process (`/blade-desk/process/leave/*`): a request starts an instance of the deployed
 * definition, waiting at the manager's approval; its detail is the leave row.
 */
export function leaveHandlers({ get, post }: MockRoutes, store: MockStore): void {
  post('/blade-desk/process/leave/start-process', async ({ request }) => {
    const body = await readJson(request);
    const definition = store.find('flowDefinition', String(body.processDefinitionId ?? ''));
    if (!definition) return fail('流程定义不存在，请从发起事务重新进入');
    if (definition.suspensionState === 2) return fail('该流程已挂起，不能发起');
    const labels = { startTime: '开始时间', endTime: '结束时间', reason: '请假理由' } as const;
    for (const [field, label] of Object.entries(labels))
      if (!String(body[field] ?? '').trim()) return fail({ msg: `请填写${label}`, field });
    for (const field of ['startTime', 'endTime'] as const) {
      const value = String(body[field]);
      if (!parseWireTime(value))
        return fail({ msg: `${field}（${labels[field]}） 格式应为 yyyy-MM-dd HH:mm:ss：${value}`, field });
    }
    if (String(body.reason).length > MAX_LEAVE_REASON)
      return fail({
        msg:
          zh(message('validation.maxLength', { label: 'reason（请假理由）', limit: MAX_LEAVE_REASON })) ?? '',
        field: 'reason',
      });
    const days = leaveDaysOf(String(body.startTime), String(body.endTime));
    if (days <= 0) return fail({ msg: '结束时间必须晚于开始时间', field: 'endTime' });
    if (days > MAX_LEAVE_DAYS)
      return fail({ msg: `一次请假最长 ${MAX_LEAVE_DAYS} 天：请检查结束时间`, field: 'endTime' });
    const time = now();
    const instanceId = `pi-${store.nextId()}`;
    const leave = store.submit('leave', { ...body, processInstanceId: instanceId, days });
    const instance = store.submit('flowInstance', {
      id: instanceId,
      processInstanceId: instanceId,
      processDefinitionId: definition.id,
      processDefinitionKey: definition.key,
      processDefinitionName: definition.name,
      processDefinitionVersion: definition.version,
      category: definition.category,
      businessKey: `blade_process_leave:${leave.id}`,
      startUser: 'admin',
      startTime: time,
      status: 'unfinished',
      suspensionState: 1,
      days,
      history: startHistory(time),
    });
    openTask(store, instance, P.manager, '部门经理审批');
    return ok({});
  });
  get('/blade-desk/process/leave/detail', ({ query }) => {
    const leave = store.find('leave', query.get('businessId') ?? '');
    if (!leave) return fail('请假单不存在');
    // The applicant by name, as the server answers it.
    const applicant = store.find('user', String(leave.createUser));
    return ok({ ...leave, createUserName: applicant?.realName ?? String(leave.createUser) });
  });
}

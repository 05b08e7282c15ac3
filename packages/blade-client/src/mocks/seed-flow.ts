import type { MockRow } from './respond';
import { CREATED, rows } from './seed-rows';

/** The leave process: its model and deployed definition, one running instance, its task and leave. */
export function flowSeed(): Record<string, MockRow[]> {
  return {
    flowModel: rows(
      '1030',
      [
        {
          modelKey: 'Leave',
          name: '请假流程',
          description: '请假审批',
          version: 1,
          created: CREATED,
          lastUpdated: CREATED,
          tenantId: '000000',
        },
      ],
      false,
    ),
    flowDefinition: [
      {
        id: 'Leave:1:1',
        tenantId: '000000',
        name: '请假流程',
        key: 'Leave',
        category: 'flow_1',
        categoryName: '请假流程',
        version: 1,
        deploymentId: '1',
        resourceName: 'Leave.bpmn20.xml',
        suspensionState: 1,
        deploymentTime: CREATED,
      },
    ],
    flowInstance: [
      {
        id: 'pi-1',
        processInstanceId: 'pi-1',
        processDefinitionId: 'Leave:1:1',
        processDefinitionKey: 'Leave',
        processDefinitionName: '请假流程',
        processDefinitionVersion: 1,
        businessKey: 'blade_process_leave:1031001',
        startUser: 'admin',
        startTime: CREATED,
        status: 'unfinished',
        suspensionState: 1,
        days: 3,
      },
    ],
    flowTask: [
      {
        id: 'task-1',
        taskId: 'task-1',
        taskName: '部门经理审批',
        taskDefinitionKey: 'managerApproval',
        assignee: 'admin',
        assigneeName: '管理员',
        category: 'flow_1',
        categoryName: '请假流程',
        createTime: CREATED,
        processInstanceId: 'pi-1',
        processDefinitionId: 'Leave:1:1',
        processDefinitionKey: 'Leave',
        processDefinitionName: '请假流程',
        processDefinitionVersion: 1,
        processIsFinished: 'unfinished',
        businessTable: 'blade_process_leave',
        businessId: '1031001',
        status: 'todo',
      },
    ],
    leave: rows('1031', [
      {
        processDefinitionId: 'Leave:1:1',
        processInstanceId: 'pi-1',
        startTime: '2024-05-01 09:00:00',
        endTime: '2024-05-03 18:00:00',
        reason: '休假',
        taskUser: 'admin',
      },
    ]),
  };
}

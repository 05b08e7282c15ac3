import type { FlowTask } from '@blade-console/blade-client';
import {
  type CrudColumn,
  type CrudRowAction,
  CrudTable,
  type CrudTableHandle,
  message,
} from '@blade-console/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReloadOnWorkflowChange, useWorkflowChanged } from '../../data/workflowChanges';
import type { CameFrom } from '../../router/useFinishPage';
import { client } from '../../session/client';
import { categoryColumn, col, listOnly, processNameColumn } from '../flow/common/columns';
import { flowPath, routeOf, useFlowDictionary } from '../flow/common/flowRoutes';
import { useFlowChart } from '../flow/common/useFlowChart';

export type WorkKind = 'start' | 'claim' | 'todo' | 'send' | 'done';

const lists = {
  start: client.flow.work.startList,
  claim: client.flow.work.claimList,
  todo: client.flow.work.todoList,
  send: client.flow.work.sendList,
  done: client.flow.work.doneList,
} satisfies Record<WorkKind, unknown>;

function columnsOf(
  kind: WorkKind,
  categories: ReturnType<typeof useFlowDictionary>['categories'],
  t: (key: string) => string,
) {
  const category = categoryColumn<FlowTask>(categories);
  if (kind === 'start')
    return [col<FlowTask>('name', { searchable: true }), category, col<FlowTask>('version', { width: 80 })];
  const columns: CrudColumn<FlowTask>[] = [
    category,
    processNameColumn(),
    col('taskName'),
    col('createTime', { width: 170 }),
  ];
  if (kind === 'done') columns.push(col('endTime', { width: 170 }));
  if (kind === 'send')
    columns.push(
      col('processIsFinished', {
        width: 100,
        render: (value) => t(value === 'finished' ? 'state.finished' : 'state.unfinished'),
      }),
      // Approved or rejected, at a glance: "finished" alone said the same of both.
      col('outcome', { width: 100, render: (value) => (value ? t(`outcome.${value}`) : '') }),
    );
  return columns;
}

/**
 * One of the five lists of 我的事务: processes to start, tasks to claim or handle, processes the
 * user started and tasks the user completed; forms open by the category's flow route (SPEC §3).
 */
export function WorkList({ kind }: { kind: WorkKind }) {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const location = useLocation();
  const { routes, categories } = useFlowDictionary();
  const chart = useFlowChart();
  const table = useRef<CrudTableHandle>(null);
  const workflowChanged = useWorkflowChanged();
  // A claim here, a decision or a new request on another page: this list is out of date.
  useReloadOnWorkflowChange(() => table.current?.refresh());
  const open = (row: FlowTask, to: (route: string) => string) => {
    const route = routeOf(routes, row.category);
    if (!route) {
      message.error(t('work.noRoute', { category: row.categoryName ?? row.category ?? '' }));
      return;
    }
    // The form comes back here once it is done (useFinishPage).
    const state: CameFrom = { from: location.pathname + location.search };
    navigate(to(route), { state });
  };
  const chartAction = chart.rowAction<FlowTask>((row) =>
    kind === 'start'
      ? { processDefinitionId: String(row.id) }
      : { processInstanceId: String(row.processInstanceId) },
  );
  const actions: Record<WorkKind, CrudRowAction<FlowTask>[]> = {
    start: [
      {
        key: 'start',
        label: 'flow:actions.start',
        onClick: (row) => open(row, (r) => flowPath(r, 'form', row.id)),
      },
    ],
    claim: [
      {
        key: 'claim',
        label: 'flow:actions.claim',
        successMessage: 'flow:work.claimed',
        // Reloads this list, 待办事务, the bell and the dashboard's counts.
        onClick: (row) => client.flow.work.claimTask(String(row.taskId)).then(workflowChanged),
      },
    ],
    todo: [
      {
        key: 'handle',
        label: 'flow:actions.handle',
        onClick: (row) =>
          open(row, (r) => flowPath(r, 'handle', row.taskId, row.processInstanceId, row.businessId)),
      },
    ],
    send: [detailAction()],
    done: [detailAction()],
  };
  function detailAction(): CrudRowAction<FlowTask> {
    return {
      key: 'detail',
      label: 'flow:actions.detail',
      onClick: (row) => open(row, (r) => flowPath(r, 'detail', row.processInstanceId, row.businessId)),
    };
  }
  return (
    <>
      <CrudTable<FlowTask>
        ref={table}
        columns={columnsOf(kind, categories, t)}
        title={t(`work.${kind}`)}
        rowKey={kind === 'start' ? 'id' : kind === 'send' ? 'processInstanceId' : 'taskId'}
        load={(query) => lists[kind](query)}
        {...listOnly}
        rowActions={[...actions[kind], chartAction]}
      />
      {chart.dialog}
    </>
  );
}

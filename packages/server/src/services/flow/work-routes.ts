import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AccessClaims } from '../../auth/jwt';
import { pageQuerySchema, pageRequest } from '../../crud/paging';
import type { DbOrTx } from '../../db/connection';
import { flowInstance, flowTask } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { pageResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { assignedTo, offeredTo } from './assignees';
import { categoryNames, latestDefinitions } from './definitions';
import { claimTask, completeTask } from './instances';
import { flowIdQuery, flowIdText } from './query-schemas';
import { tenantList } from './tenant-list';
import { instanceRecords, openTasksOf, taskRecords } from './work-rows';

type TaskRow = typeof flowTask.$inferSelect;

async function instancesOf(db: DbOrTx, tasks: TaskRow[]) {
  const ids = [...new Set(tasks.map((t) => t.instanceId))];
  return ids.length ? db.select().from(flowInstance).where(inArray(flowInstance.id, ids)) : [];
}

/** `/api/blade-flow/work`: the signed-in user's task inbox, within their tenant. */
export const workRoutes: ServicePlugin = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['flow-work'];

  app.get(
    '/start-list',
    { schema: { tags, summary: '可发起的流程', querystring: pageQuerySchema, response: pageResponse } },
    async (request) => {
      const user = currentUser(request);
      const page = pageRequest(request.query);
      const nameLike = String(request.query.name ?? '').trim();
      const categories = await categoryNames(db);
      const startable = (await latestDefinitions(db, user.tenant_id))
        .filter((d) => d.suspensionState === 1)
        .filter((d) => !nameLike || d.name.includes(nameLike));
      const records = startable.slice((page.current - 1) * page.size, page.current * page.size).map((d) => ({
        id: d.id,
        name: d.name,
        key: d.key,
        version: d.version,
        category: d.category ?? undefined,
        categoryName: d.category ? categories.get(d.category) : undefined,
        processDefinitionId: d.id,
        processDefinitionKey: d.key,
        processDefinitionName: d.name,
        processDefinitionVersion: d.version,
        deploymentTime: d.deploymentTime,
        suspensionState: d.suspensionState,
      }));
      const total = startable.length;
      return ok({
        records,
        total,
        size: page.size,
        current: page.current,
        pages: Math.ceil(total / page.size),
      });
    },
  );

  const taskList = (
    path: string,
    summary: string,
    status: string,
    where: (user: AccessClaims) => SQL | undefined,
    done = false,
  ) =>
    tenantList(app, db, tags, {
      path,
      summary,
      table: flowTask,
      where: (_query, user) => [where(user)],
      orderBy: [done ? desc(flowTask.endTime) : desc(flowTask.createTime)],
      records: async (tasks) => taskRecords(db, tasks, await instancesOf(db, tasks), status),
    });

  taskList('/claim-list', '待签事务', 'claim', (user) => and(isNull(flowTask.endTime), offeredTo(user)));
  taskList('/todo-list', '待办事务', 'todo', (user) => and(isNull(flowTask.endTime), assignedTo(user)));
  taskList(
    '/done-list',
    '办结事务',
    'done',
    (user) => and(isNotNull(flowTask.endTime), eq(flowTask.completedBy, BigInt(user.user_id))),
    true,
  );

  tenantList(app, db, tags, {
    path: '/send-list',
    summary: '已发事务',
    table: flowInstance,
    where: (_query, user) => [eq(flowInstance.startUser, BigInt(user.user_id))],
    orderBy: [desc(flowInstance.startTime)],
    records: async (instances) => instanceRecords(db, instances, await openTasksOf(db, instances)),
  });

  app.post(
    '/claim-task',
    { schema: { tags, summary: '签收任务', querystring: flowIdQuery('taskId'), response: statusResponse } },
    async (request) => {
      await claimTask(db, currentUser(request), request.query.taskId);
      return ok({});
    },
  );

  app.post(
    '/complete-task',
    {
      schema: {
        tags,
        summary: '办理任务',
        body: Type.Object({
          taskId: flowIdText(),
          processInstanceId: Type.Optional(Type.String({ maxLength: 32 })),
          flag: Type.Optional(Type.String({ maxLength: 32 })),
          comment: Type.Optional(Type.String({ maxLength: 2000 })),
          title: Type.Optional(Type.String({ maxLength: 255 })),
          variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      await completeTask(db, currentUser(request), request.body);
      return ok({});
    },
  );
};

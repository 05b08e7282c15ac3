import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { pageQuerySchema, pageRequest, selectPage } from '../../crud/paging';
import type { DbOrTx } from '../../db/connection';
import { flowInstance, flowTask } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { pageResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { assignedTo, offeredTo } from './assignees';
import { categoryNames, latestDefinitions } from './definitions';
import { claimTask, completeTask } from './instances';
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
    where: (user: ReturnType<typeof currentUser>) => ReturnType<typeof and>,
    done = false,
  ) =>
    app.get(
      path,
      { schema: { tags, summary, querystring: pageQuerySchema, response: pageResponse } },
      async (request) => {
        const user = currentUser(request);
        const page = await selectPage(
          db,
          flowTask,
          and(eq(flowTask.tenantId, user.tenant_id), where(user)),
          [done ? desc(flowTask.endTime) : desc(flowTask.createTime)],
          pageRequest(request.query),
        );
        const tasks = page.records as TaskRow[];
        return ok({ ...page, records: await taskRecords(db, tasks, await instancesOf(db, tasks), status) });
      },
    );

  taskList('/claim-list', '待签事务', 'claim', (user) => and(isNull(flowTask.endTime), offeredTo(user)));
  taskList('/todo-list', '待办事务', 'todo', (user) => and(isNull(flowTask.endTime), assignedTo(user)));
  taskList(
    '/done-list',
    '办结事务',
    'done',
    (user) => and(isNotNull(flowTask.endTime), eq(flowTask.completedBy, BigInt(user.user_id))),
    true,
  );

  app.get(
    '/send-list',
    { schema: { tags, summary: '已发事务', querystring: pageQuerySchema, response: pageResponse } },
    async (request) => {
      const user = currentUser(request);
      const page = await selectPage(
        db,
        flowInstance,
        and(eq(flowInstance.tenantId, user.tenant_id), eq(flowInstance.startUser, BigInt(user.user_id))),
        [desc(flowInstance.startTime)],
        pageRequest(request.query),
      );
      const instances = page.records as (typeof flowInstance.$inferSelect)[];
      const open = await openTasksOf(db, instances);
      return ok({ ...page, records: await instanceRecords(db, instances, open) });
    },
  );

  app.post(
    '/claim-task',
    {
      schema: {
        tags,
        summary: '签收任务',
        querystring: Type.Object({ taskId: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: statusResponse,
      },
    },
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
          taskId: Type.String({ minLength: 1, maxLength: 32 }),
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

import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { pageQuerySchema, pageRequest, selectPage } from '../../crud/paging';
import { flowDefinition, flowInstance } from '../../db/schema';
import { currentUser, requireAdmin } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { pageResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { deleteInstance, splitBusinessKey } from './instances';
import { openTasksOf, userNamesById } from './work-rows';

/** `/api/blade-flow/follow`: process tracking of the caller's tenant (administrators). */
export const followRoutes: ServicePlugin = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['flow-follow'];
  app.addHook('preHandler', requireAdmin);

  app.get(
    '/list',
    { schema: { tags, summary: '运行中的流程实例', querystring: pageQuerySchema, response: pageResponse } },
    async (request) => {
      const user = currentUser(request);
      const where: SQL[] = [eq(flowInstance.tenantId, user.tenant_id), eq(flowInstance.status, 'running')];
      if (request.query.processDefinitionKey) {
        where.push(eq(flowInstance.definitionId, String(request.query.processDefinitionKey)));
      }
      const page = await selectPage(
        db,
        flowInstance,
        and(...where),
        [desc(flowInstance.startTime)],
        pageRequest(request.query),
      );
      const instances = page.records as (typeof flowInstance.$inferSelect)[];
      const definitionIds = [...new Set(instances.map((i) => i.definitionId))];
      const definitions = definitionIds.length
        ? await db.select().from(flowDefinition).where(inArray(flowDefinition.id, definitionIds))
        : [];
      const open = await openTasksOf(db, instances);
      const nameOf = await userNamesById(
        db,
        instances.map((i) => i.startUser),
      );
      const records = instances.map((i) => {
        const definition = definitions.find((d) => d.id === i.definitionId);
        return {
          id: String(i.id),
          processInstanceId: String(i.id),
          processDefinitionId: i.definitionId,
          processDefinitionKey: definition?.key,
          processDefinitionName: definition?.name,
          processDefinitionVersion: definition?.version,
          businessKey: i.businessKey ?? undefined,
          ...splitBusinessKey(i.businessKey),
          startUser: nameOf(i.startUser),
          startTime: i.startTime,
          endTime: i.endTime ?? undefined,
          status: i.status,
          suspensionState: definition?.suspensionState ?? 1,
          openTasks: open.filter((t) => t.instanceId === i.id).length,
        };
      });
      return ok({ ...page, records });
    },
  );

  app.post(
    '/delete-process-instance',
    {
      schema: {
        tags,
        summary: '删除流程实例',
        querystring: Type.Object({
          processInstanceId: Type.String({ minLength: 1, maxLength: 32 }),
          deleteReason: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const { processInstanceId, deleteReason } = request.query;
      await deleteInstance(db, currentUser(request), processInstanceId, deleteReason?.trim() || '管理员删除');
      return ok({});
    },
  );
};

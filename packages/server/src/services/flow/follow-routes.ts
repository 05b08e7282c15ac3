import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { flowInstance } from '../../db/schema';
import { currentUser, requireAdmin } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { type ServicePlugin, statusResponse } from '../../http/schemas';
import { deleteInstance } from './instances';
import { flowIdText } from './query-schemas';
import { tenantList } from './tenant-list';
import { followRecords } from './work-rows';

/** `/api/blade-flow/follow`: process tracking of the caller's tenant (administrators). */
export const followRoutes: ServicePlugin = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['flow-follow'];
  app.addHook('preHandler', requireAdmin);

  tenantList(app, db, tags, {
    path: '/list',
    summary: '运行中的流程实例',
    table: flowInstance,
    where: ({ processDefinitionKey }) => [
      eq(flowInstance.status, 'running'),
      processDefinitionKey ? eq(flowInstance.definitionId, String(processDefinitionKey)) : undefined,
    ],
    orderBy: [desc(flowInstance.startTime)],
    records: (instances) => followRecords(db, instances),
  });

  app.post(
    '/delete-process-instance',
    {
      schema: {
        tags,
        summary: '删除流程实例',
        querystring: Type.Object({
          processInstanceId: flowIdText(),
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

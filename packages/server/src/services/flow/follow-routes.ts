import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { flowInstance } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { statusResponse } from '../../http/schemas';
import { adminFlowService } from './admin-service';
import { deleteInstance } from './instances';
import { flowIdText } from './query-schemas';
import { tenantList } from './tenant-list';
import { followRecords } from './work-rows';

/** `/api/blade-flow/follow`: process tracking of the caller's tenant (administrators). */
export const followRoutes = adminFlowService('flow-follow', (app, db, tags) => {
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
});

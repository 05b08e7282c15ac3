import multipart from '@fastify/multipart';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { parseId } from '../../db/ids';
import { flowDefinition, flowDeployment, flowInstance } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, notFound, ok } from '../../http/envelope';
import { type FastifyTypeBox, statusResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import { adminFlowService } from './admin-service';
import { categoryNames, deploy } from './definitions';
import { flowIdsQuery } from './query-schemas';
import { tenantList } from './tenant-list';
import { deployTenants } from './tenants';

const BPMN_FILE = /\.(bpmn|bpmn20\.xml)$/i;
const MAX_BPMN_BYTES = 5 * 1024 * 1024;

/** `/api/blade-flow/manager`: deployed definitions of the caller's tenant (administrators). */
export const managerRoutes = adminFlowService('flow-manager', async (app, db, tags) => {
  tenantList(app, db, tags, {
    path: '/list',
    summary: '流程定义分页',
    table: flowDefinition,
    where: ({ category }) => [category ? eq(flowDefinition.category, String(category)) : undefined],
    orderBy: [desc(flowDefinition.deploymentTime), desc(flowDefinition.version)],
    records: async (rows) => {
      const categories = await categoryNames(db);
      return rows.map(({ xml: _xml, ...row }) => ({
        ...row,
        deploymentId: String(row.deploymentId),
        categoryName: row.category ? categories.get(row.category) : undefined,
        diagramResourceName: row.resourceName,
      }));
    },
  });

  app.post(
    '/change-state',
    {
      schema: {
        tags,
        summary: '激活或挂起流程定义',
        querystring: Type.Object({
          processId: Type.String({ minLength: 1, maxLength: 255 }),
          state: Type.String({ maxLength: 16 }),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { processId, state } = request.query;
      if (state !== 'active' && state !== 'suspend') throw badRequest(msg('flow.badState', { state }));
      const changed = await db
        .update(flowDefinition)
        .set({ suspensionState: state === 'active' ? 1 : 2 })
        .where(and(eq(flowDefinition.id, processId), eq(flowDefinition.tenantId, user.tenant_id)))
        .returning({ id: flowDefinition.id });
      if (changed.length === 0) throw notFound(msg('flow.definitionNotFound', { id: processId }));
      return ok({});
    },
  );

  app.post(
    '/delete-deployment',
    {
      schema: {
        tags,
        summary: '删除部署',
        querystring: flowIdsQuery('deploymentIds'),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = request.query.deploymentIds.split(',').map((raw) => {
        const id = parseId(raw);
        if (id === undefined) throw badRequest(msg('flow.invalidIds', { param: 'deploymentIds', id: raw }));
        return id;
      });
      await db.transaction(async (tx) => {
        const mine = and(
          inArray(flowDefinition.deploymentId, ids),
          eq(flowDefinition.tenantId, user.tenant_id),
        );
        const definitions = await tx.select({ id: flowDefinition.id }).from(flowDefinition).where(mine);
        if (definitions.length > 0) {
          const [running] = await tx
            .select({ n: count() })
            .from(flowInstance)
            .where(
              and(
                inArray(
                  flowInstance.definitionId,
                  definitions.map((d) => d.id),
                ),
                eq(flowInstance.status, 'running'),
              ),
            );
          if ((running?.n ?? 0) > 0) {
            throw badRequest(msg('flow.deploymentRunning', { count: running?.n ?? 0 }));
          }
        }
        await tx.delete(flowDefinition).where(mine);
        await tx
          .delete(flowDeployment)
          .where(and(inArray(flowDeployment.id, ids), eq(flowDeployment.tenantId, user.tenant_id)));
      });
      return ok({});
    },
  );

  // Uploads: BPMN files in the multipart field `files`, with `category` and `tenantIds` fields.
  await app.register(async (upload: FastifyTypeBox) => {
    await upload.register(multipart, { limits: { fileSize: MAX_BPMN_BYTES, files: 20, fields: 10 } });
    upload.post(
      '/deploy-upload',
      { schema: { tags, summary: '上传部署（.bpmn / .bpmn20.xml）', response: statusResponse } },
      async (request) => {
        const user = currentUser(request);
        if (!request.isMultipart()) throw badRequest(msg('flow.uploadNotMultipart'));
        const fields: Record<string, string> = {};
        const files: { name: string; xml: string }[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') fields[part.fieldname] = String(part.value);
            else {
              const name = part.filename || 'file';
              const content = await part.toBuffer();
              if (!BPMN_FILE.test(name)) throw badRequest(msg('flow.notBpmnFile', { name }));
              files.push({ name, xml: content.toString('utf8') });
            }
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest(msg('http.uploadTooLarge', { megabytes: MAX_BPMN_BYTES / 1024 / 1024 }));
          }
          throw error;
        }
        const category = fields.category?.trim();
        if (!category) throw badRequest(msg('flow.categoryRequired'));
        if (files.length === 0) throw badRequest(msg('flow.noBpmnFiles'));
        const tenants = await deployTenants(db, user, fields.tenantIds);
        await db.transaction(async (tx) => {
          for (const tenantId of tenants) {
            for (const file of files) {
              const name = file.name.replace(BPMN_FILE, '');
              await deploy(tx, { tenantId, name, category, resourceName: file.name, xml: file.xml });
            }
          }
        });
        return ok({});
      },
    );
  });
});

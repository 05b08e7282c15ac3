import multipart from '@fastify/multipart';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { parseId } from '../../db/ids';
import { flowDefinition, flowDeployment, flowInstance } from '../../db/schema';
import { currentUser, requireAdmin } from '../../http/auth-hook';
import { badRequest, notFound, ok } from '../../http/envelope';
import { type FastifyTypeBox, type ServicePlugin, statusResponse } from '../../http/schemas';
import { categoryNames, deploy } from './definitions';
import { flowIdsQuery } from './query-schemas';
import { tenantList } from './tenant-list';
import { deployTenants } from './tenants';

const BPMN_FILE = /\.(bpmn|bpmn20\.xml)$/i;
const MAX_BPMN_BYTES = 5 * 1024 * 1024;

/** `/api/blade-flow/manager`: deployed definitions of the caller's tenant (administrators). */
export const managerRoutes: ServicePlugin = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['flow-manager'];
  app.addHook('preHandler', requireAdmin);

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
      if (state !== 'active' && state !== 'suspend')
        throw badRequest(`state 应为 active 或 suspend：${state}`);
      const changed = await db
        .update(flowDefinition)
        .set({ suspensionState: state === 'active' ? 1 : 2 })
        .where(and(eq(flowDefinition.id, processId), eq(flowDefinition.tenantId, user.tenant_id)))
        .returning({ id: flowDefinition.id });
      if (changed.length === 0) throw notFound(`流程定义不存在: ${processId}`);
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
        if (id === undefined) throw badRequest(`deploymentIds 含无效的 id: ${raw}`);
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
            throw badRequest(`该部署还有 ${running?.n} 个运行中的流程实例，请先在流程跟踪中删除它们`);
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
        if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传，文件字段名为 files');
        const fields: Record<string, string> = {};
        const files: { name: string; xml: string }[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') fields[part.fieldname] = String(part.value);
            else {
              const name = part.filename || 'file';
              const content = await part.toBuffer();
              if (!BPMN_FILE.test(name))
                throw badRequest(`文件 ${name} 不是流程文件：只接受 .bpmn 或 .bpmn20.xml`);
              files.push({ name, xml: content.toString('utf8') });
            }
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest(`文件过大，最大允许 ${MAX_BPMN_BYTES / 1024 / 1024} MB`);
          }
          throw error;
        }
        const category = fields.category?.trim();
        if (!category) throw badRequest('category（流程分类）不能为空');
        if (files.length === 0) throw badRequest('缺少流程文件：multipart 字段 files');
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
};

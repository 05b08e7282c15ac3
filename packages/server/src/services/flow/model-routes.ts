import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { pageQuerySchema, pageRequest, selectPage } from '../../crud/paging';
import { nextId, parseId } from '../../db/ids';
import { flowModel } from '../../db/schema';
import { currentUser, requireAdmin } from '../../http/auth-hook';
import { badRequest, MSG, notFound, ok } from '../../http/envelope';
import { pageResponse, rowResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { deploy, validateBpmn } from './definitions';
import { deployTenants } from './tenants';

const idsOf = (csv: string, field: string) =>
  csv.split(',').map((raw) => {
    const id = parseId(raw);
    if (id === undefined) throw badRequest(`${field} 含无效的 id: ${raw}`);
    return id;
  });

/** `/api/blade-flow/model`: process models of the caller's tenant (administrators). */
export const modelRoutes: ServicePlugin = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['flow-model'];
  app.addHook('preHandler', requireAdmin);

  app.get(
    '/list',
    { schema: { tags, summary: '模型分页', querystring: pageQuerySchema, response: pageResponse } },
    async (request) => {
      const user = currentUser(request);
      const where: SQL[] = [eq(flowModel.tenantId, user.tenant_id)];
      const { name, modelKey } = request.query;
      if (name) where.push(ilike(flowModel.name, `%${name}%`));
      if (modelKey) where.push(ilike(flowModel.modelKey, `%${modelKey}%`));
      const page = await selectPage(
        db,
        flowModel,
        and(...where),
        [desc(flowModel.lastUpdated)],
        pageRequest(request.query),
      );
      // The XML stays out of the list: `detail` has it.
      const records = page.records.map(({ modelEditorXml: _xml, ...row }) => row);
      return ok({ ...page, records });
    },
  );

  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '模型详情',
        querystring: Type.Object({ id: Type.String({ maxLength: 32 }) }),
        response: rowResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = parseId(request.query.id);
      if (id === undefined) throw badRequest(`id 无效: ${request.query.id}`);
      const [row] = await db
        .select()
        .from(flowModel)
        .where(and(eq(flowModel.id, id), eq(flowModel.tenantId, user.tenant_id)));
      return row ? ok(row) : ok({}, MSG.noData);
    },
  );

  app.post(
    '/submit',
    {
      schema: {
        tags,
        summary: '保存模型（BPMN XML）',
        body: Type.Object({
          id: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer()])),
          modelKey: Type.String({ minLength: 1, maxLength: 255 }),
          name: Type.String({ minLength: 1, maxLength: 255 }),
          description: Type.Optional(Type.String({ maxLength: 1000 })),
          modelEditorXml: Type.String({ maxLength: 2_000_000 }),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      await validateBpmn(body.modelEditorXml, 'modelEditorXml（模型 XML）');
      const now = new Date();
      const values = {
        modelKey: body.modelKey.trim(),
        name: body.name.trim(),
        description: body.description ?? null,
        modelEditorXml: body.modelEditorXml,
        lastUpdated: now,
      };
      const id = body.id === undefined || body.id === '' ? undefined : parseId(body.id);
      if (body.id !== undefined && body.id !== '' && id === undefined)
        throw badRequest(`id 无效: ${body.id}`);
      if (id === undefined) {
        await db.insert(flowModel).values({
          id: nextId(),
          tenantId: user.tenant_id,
          createUser: BigInt(user.user_id),
          created: now,
          version: 1,
          ...values,
        });
        return ok({});
      }
      const [current] = await db
        .select({ version: flowModel.version })
        .from(flowModel)
        .where(and(eq(flowModel.id, id), eq(flowModel.tenantId, user.tenant_id)));
      if (!current) throw notFound(`模型不存在: ${body.id}`);
      await db
        .update(flowModel)
        .set({ ...values, version: current.version + 1 })
        .where(and(eq(flowModel.id, id), eq(flowModel.tenantId, user.tenant_id)));
      return ok({});
    },
  );

  app.post(
    '/remove',
    {
      schema: {
        tags,
        summary: '删除模型',
        querystring: Type.Object({ ids: Type.String({ minLength: 1, maxLength: 2000 }) }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = idsOf(request.query.ids, 'ids');
      await db
        .delete(flowModel)
        .where(and(inArray(flowModel.id, ids), eq(flowModel.tenantId, user.tenant_id)));
      return ok({});
    },
  );

  app.post(
    '/deploy',
    {
      schema: {
        tags,
        summary: '部署模型',
        querystring: Type.Object({
          modelId: Type.String({ minLength: 1, maxLength: 32 }),
          category: Type.String({ minLength: 1, maxLength: 255 }),
          tenantIds: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = parseId(request.query.modelId);
      if (id === undefined) throw badRequest(`modelId 无效: ${request.query.modelId}`);
      const [model] = await db
        .select()
        .from(flowModel)
        .where(and(eq(flowModel.id, id), eq(flowModel.tenantId, user.tenant_id)));
      if (!model) throw notFound(`模型不存在: ${request.query.modelId}`);
      const tenants = await deployTenants(db, user, request.query.tenantIds);
      await db.transaction(async (tx) => {
        for (const tenantId of tenants) {
          await deploy(tx, {
            tenantId,
            name: model.name,
            category: request.query.category,
            resourceName: `${model.modelKey}.bpmn20.xml`,
            xml: model.modelEditorXml,
          });
        }
      });
      return ok({});
    },
  );
};

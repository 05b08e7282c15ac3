import { type ConflictData, conflictMessage } from '@blade-console/blade-schema';
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AccessClaims } from '../../auth/jwt';
import type { DbOrTx } from '../../db/connection';
import { nextId, parseId } from '../../db/ids';
import { flowModel } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, conflict, MSG, notFound, ok } from '../../http/envelope';
import { rowResponse, statusResponse } from '../../http/schemas';
import { formatDateTime } from '../../http/wire-format';
import { localized, msg } from '../../i18n';
import { adminFlowService } from './admin-service';
import { deploy, validateBpmn } from './definitions';
import { flowIdsQuery, flowIdText } from './query-schemas';
import { tenantList } from './tenant-list';
import { deployTenants } from './tenants';

const idsOf = (csv: string, field: string) =>
  csv.split(',').map((raw) => {
    const id = parseId(raw);
    if (id === undefined) throw badRequest(msg('flow.invalidIds', { param: field, id: raw }));
    return id;
  });

/** The model version a save carries: `undefined` when none was sent (older clients: no check). */
function sentVersion(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const version = Number(value);
  if (!Number.isInteger(version) || version < 1)
    throw badRequest(msg('flow.badVersion', { value: String(value) }));
  return version;
}

/**
 * The 409 of a save made from an older version of the model (issue 25's rule; models keep a
 * version number and no editor column, so the message says when, not who).
 */
function staleModel(current: typeof flowModel.$inferSelect) {
  const when = formatDateTime(current.lastUpdated);
  const data: ConflictData = {
    id: String(current.id),
    updateUser: '',
    updateUserName: '',
    updateTime: when,
    current: {
      id: String(current.id),
      modelKey: current.modelKey,
      name: current.name,
      description: current.description ?? '',
      version: current.version,
      lastUpdated: when,
    },
  };
  return conflict(conflictMessage({ zh: '模型', en: 'model' }, '', when), data);
}

/** The model of the caller's tenant whose id is `raw`, the query parameter `param` (400 naming it when no id). */
async function tenantModel(db: DbOrTx, user: AccessClaims, raw: string, param: string) {
  const id = parseId(raw);
  if (id === undefined) throw badRequest(msg('flow.invalidId', { param, id: raw }));
  const [row] = await db
    .select()
    .from(flowModel)
    .where(and(eq(flowModel.id, id), eq(flowModel.tenantId, user.tenant_id)));
  return row;
}

/** `/api/blade-flow/model`: process models of the caller's tenant (administrators). */
export const modelRoutes = adminFlowService('flow-model', (app, db, tags) => {
  tenantList(app, db, tags, {
    path: '/list',
    summary: '模型分页',
    table: flowModel,
    where: ({ name, modelKey }) => [
      name ? ilike(flowModel.name, `%${name}%`) : undefined,
      modelKey ? ilike(flowModel.modelKey, `%${modelKey}%`) : undefined,
    ],
    orderBy: [desc(flowModel.lastUpdated)],
    // The XML stays out of the list: `detail` has it.
    records: (rows) => rows.map(({ modelEditorXml: _xml, ...row }) => row),
  });

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
      const row = await tenantModel(db, currentUser(request), request.query.id, 'id');
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
          // The version the editor loaded (issue 25): a save over a newer one is refused with 409.
          version: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 12 })])),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      await validateBpmn(body.modelEditorXml, localized(msg('flow.fieldModelXml')));
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
        throw badRequest(msg('flow.invalidId', { param: 'id', id: body.id }));
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
      const sent = sentVersion(body.version);
      const thisModel = and(eq(flowModel.id, id), eq(flowModel.tenantId, user.tenant_id));
      await db.transaction(async (tx) => {
        // Locked, so of two saves of one version the second waits and then sees the new one.
        const [current] = await tx.select().from(flowModel).where(thisModel).for('update');
        if (!current) throw notFound(msg('flow.modelNotFound', { id: String(body.id) }));
        if (sent !== undefined && sent !== current.version) throw staleModel(current);
        await tx
          .update(flowModel)
          .set({ ...values, version: current.version + 1 })
          .where(thisModel);
      });
      return ok({});
    },
  );

  app.post(
    '/remove',
    { schema: { tags, summary: '删除模型', querystring: flowIdsQuery('ids'), response: statusResponse } },
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
          modelId: flowIdText(),
          category: Type.String({ minLength: 1, maxLength: 255 }),
          tenantIds: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const model = await tenantModel(db, user, request.query.modelId, 'modelId');
      if (!model) throw notFound(msg('flow.modelNotFound', { id: request.query.modelId }));
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
});

import {
  COMPONENT_TYPES,
  camelCase,
  codeResource,
  datasourceResource,
  type Localized,
  labelOf,
  modelPrototypeResource,
  modelResource,
  OWN_DATASOURCE_ID,
  proposePrototype,
  tsType,
} from '@blade-console/blade-schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { idString } from '../../crud/fields';
import type { WriteEvent } from '../../crud/model';
import { modelFor } from '../../crud/resource';
import { registerCrudRoutes, submitBodySchema } from '../../crud/routes';
import { submitRow } from '../../crud/writes';
import type { Db, DbOrTx } from '../../db/connection';
import { bladeModel, bladeModelPrototype } from '../../db/schema';
import { currentUser, requireSuperAdmin } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { rowResponse, rowsResponse, type ServicePlugin, statusResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import { labelled } from '../../i18n/labels';
import { listOf } from '../../i18n/list';
import { checkTableName, describeTable, listTables } from './catalog';
import { datasourceExists } from './datasource';

/** A model names a table of the own database (`0`) or of a live data source. */
async function checkModel({ tx, values }: WriteEvent): Promise<void> {
  if (typeof values.modelTable === 'string') checkTableName(values.modelTable);
  const source = values.datasourceId;
  if (source === undefined || source === null || String(source) === OWN_DATASOURCE_ID) return;
  if (!(await datasourceExists(tx, BigInt(source as bigint))))
    throw badRequest(msg('crud.notFound', { label: labelOf(datasourceResource.name, datasourceResource) }));
}

export const modelModel = modelFor(modelResource, bladeModel, {
  beforeWrite: checkModel,
  // The columns of a removed model go with it.
  afterRemove: async ({ tx, ids }) => {
    await tx
      .update(bladeModelPrototype)
      .set({ isDeleted: 1 })
      .where(inArray(bladeModelPrototype.modelId, ids));
  },
});

async function checkPrototype({ tx, values }: WriteEvent): Promise<void> {
  const type = values.componentType;
  if (typeof type === 'string' && !(COMPONENT_TYPES as readonly string[]).includes(type)) {
    throw badRequest(msg('develop.badComponentType', { type, allowed: listOf(COMPONENT_TYPES) }));
  }
  if (values.modelId !== undefined && !(await liveModel(tx, values.modelId as bigint))) {
    throw badRequest(msg('crud.notFound', { label: labelOf(modelResource.name, modelResource) }));
  }
}

export const prototypeModel = modelFor(modelPrototypeResource, bladeModelPrototype, {
  beforeWrite: checkPrototype,
});

export async function liveModel(db: DbOrTx, id: bigint) {
  const [row] = await db
    .select()
    .from(bladeModel)
    .where(and(eq(bladeModel.id, id), eq(bladeModel.isDeleted, 0)));
  return row;
}

/** The stored columns of a model, in their order. */
export function storedPrototypes(db: DbOrTx, modelId: bigint) {
  return db
    .select()
    .from(bladeModelPrototype)
    .where(and(eq(bladeModelPrototype.modelId, modelId), eq(bladeModelPrototype.isDeleted, 0)))
    .orderBy(asc(bladeModelPrototype.sort), asc(bladeModelPrototype.id));
}

async function modelOrRefuse(db: Db, id: string) {
  const model = await liveModel(db, BigInt(id));
  if (!model) throw badRequest(msg('crud.notFound', { label: labelOf(modelResource.name, modelResource) }));
  return model;
}

/** A table's columns as `table-info` answers them (BladeX's `fields`), plus whether each is NOT NULL. */
async function tableInfo(db: Db, datasourceId: string, table: string) {
  const { name, comment, columns } = await describeTable(db, datasourceId, table);
  return {
    name,
    comment,
    fields: columns.map((column) => ({
      name: column.name,
      type: column.type,
      comment: column.comment,
      notNull: column.notNull === true,
      propertyName: camelCase(column.name),
      propertyType: tsType(column.type),
    })),
  };
}

const modelIdQuery = Type.Object({ modelId: idString() });
const text = (label: Localized) => labelled(Type.String({ maxLength: 200 }), label);
const SOURCE = labelOf(datasourceResource.name, datasourceResource);
const TABLE = labelOf('tableName', codeResource.fields.tableName);

/**
 * `/api/blade-develop/model`: models (list, detail, submit, remove) and the catalog calls
 * (`table-list`, `table-info`, `model-prototype`). Platform administrators only: a model reads
 * any table of any data source.
 */
export const modelRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  registerCrudRoutes(app, db, modelModel, { tag: 'model', access: 'super' });

  app.get(
    '/table-list',
    {
      schema: {
        tags: ['model'],
        summary: '数据源的表',
        querystring: Type.Object({ datasourceId: text(SOURCE) }),
        response: rowsResponse,
      },
    },
    async (request) => ok(await listTables(db, request.query.datasourceId)),
  );

  app.get(
    '/table-info',
    {
      schema: {
        tags: ['model'],
        summary: '表的字段',
        querystring: Type.Object({
          modelId: Type.Optional(idString()),
          tableName: Type.Optional(text(TABLE)),
          datasourceId: Type.Optional(text(SOURCE)),
        }),
        response: rowResponse,
      },
    },
    async (request) => {
      const { modelId, tableName, datasourceId } = request.query;
      if (modelId) {
        const model = await modelOrRefuse(db, modelId);
        return ok(await tableInfo(db, String(model.datasourceId), model.modelTable));
      }
      if (!datasourceId) throw badRequest(msg('http.missingParam', { name: 'datasourceId' }));
      return ok(await tableInfo(db, datasourceId, tableName ?? ''));
    },
  );

  app.get(
    '/model-prototype',
    {
      schema: {
        tags: ['model'],
        summary: '模型字段（未保存时由表推导）',
        querystring: modelIdQuery,
        response: rowsResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const model = await modelOrRefuse(db, request.query.modelId);
      const stored = await storedPrototypes(db, model.id as bigint);
      if (stored.length) return ok(await prototypeModel.present(db, user, stored));
      const { columns } = await describeTable(db, String(model.datasourceId), model.modelTable);
      return ok(
        columns.map((column, sort) => ({ ...proposePrototype(column), modelId: String(model.id), sort })),
      );
    },
  );
};

/**
 * `/api/blade-develop/model-prototype`: `submit-list` saves a model's columns in one transaction
 * (all or none); `select` reads them back.
 */
export const modelPrototypeRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  app.addHook('preValidation', requireSuperAdmin);

  app.post(
    '/submit-list',
    {
      schema: {
        tags: ['model'],
        summary: '保存模型字段',
        body: labelled(
          Type.Array(submitBodySchema(prototypeModel), { minItems: 1, maxItems: 500 }),
          labelOf(modelPrototypeResource.name, modelPrototypeResource),
        ),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows: Record<string, unknown>[] = request.body;
      await db.transaction(async (tx) => {
        // Each row is the generic submit (insert or versioned update), nested in one transaction.
        for (const row of rows) await submitRow(prototypeModel, tx as unknown as Db, user, row);
      });
      return ok({});
    },
  );

  app.get(
    '/select',
    { schema: { tags: ['model'], summary: '模型字段', querystring: modelIdQuery, response: rowsResponse } },
    async (request) => {
      const user = currentUser(request);
      const stored = await storedPrototypes(db, BigInt(request.query.modelId));
      return ok(await prototypeModel.present(db, user, stored));
    },
  );
};

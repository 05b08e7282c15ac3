import { emptyNumberFields, VERSION_FIELD, withoutEmptyNumbers } from '@blade-console/blade-schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/connection';
import { modelHistoryEntry, registerHistoryEntry } from '../history/registry';
import { currentUser, requireAdmin, requireSuperAdmin } from '../http/auth-hook';
import { badRequest, MSG, ok } from '../http/envelope';
import { formFieldsIntoQuery } from '../http/form-params';
import { type FastifyTypeBox, okResponse, pageOf, rowsResponse, statusResponse } from '../http/schemas';
import { msg } from '../i18n';
import { labelled } from '../i18n/labels';
import { idQuerySchema, idString, idsQuerySchema, idValue, parseIdCsv } from './fields';
import type { CrudModel } from './model';
import { pageQuerySchema } from './paging';
import { wireRowSchema } from './row-schema';
import { removeRows, submitRow } from './writes';

export type CrudRoute = 'list' | 'detail' | 'submit' | 'remove';

export interface CrudRouteOptions {
  /**
   * Who may call the routes: `admin` (default) administrator/admin roles, else HTTP 401 `请求未授权`;
   * `token` any signed-in user; `super` platform administrators only.
   */
  access?: 'admin' | 'token' | 'super';
  /**
   * Who may `submit` and `remove` on top of `access`. Default: `super` for a table every tenant
   * shares (no tenant column, `tenantScoped: false`), else the same as `access`.
   */
  writeAccess?: 'same' | 'super';
  /** Which of the four standard routes to register (default all). */
  routes?: readonly CrudRoute[];
  /**
   * What `list` answers: `page` (default) a page of rows; `forest` every matching row, unpaged, as
   * a forest — the list of a tree table (dept, menu, role, dict).
   */
  list?: 'page' | 'forest';
  /** OpenAPI tag. */
  tag: string;
}

/**
 * The version an update carries (`updateTime` as it was loaded; "" when the row had none): optional,
 * so older clients keep working. Its format is checked with the row (crud/versions.ts).
 */
export const versionSchema = Type.Optional(
  Type.Union(
    [Type.String({ maxLength: 19 }), Type.Null()],
    labelled({}, { zh: '更新时间', en: 'Last updated' }),
  ),
);

/**
 * The versions a write of several rows carries (a grant): `{ "<id>": "<updateTime>" }` of each row
 * as it was loaded. Optional like {@link versionSchema}; rows left out are not checked.
 */
export const versionsSchema = Type.Optional(
  Type.Record(idString(), Type.String({ maxLength: 19 }), labelled({}, { zh: '版本', en: 'Versions' })),
);

/**
 * Schema of a `submit` body: the writable fields (all optional: an update may send just what
 * changed), with the insert-only `required` list, less the fields the write hook derives. Other
 * keys pass, and are ignored by the model.
 */
export function submitBodySchema(model: CrudModel) {
  // Fields the write hook derives are checked after it (submitRow in crud/writes.ts), not at the edge.
  const derived = new Set(model.definition.derived ?? []);
  const required = (model.definition.required ?? []).filter((field) => !derived.has(field));
  const fields = Object.fromEntries(
    Object.entries(model.definition.fields).map(([name, schema]) => [name, Type.Optional(schema)]),
  );
  return Type.Object(
    { id: Type.Optional(idValue()), [VERSION_FIELD]: versionSchema, ...fields },
    // Required fields apply to inserts only: an update may send just what changed.
    required.length
      ? { if: { properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] }, else: { required } }
      : {},
  );
}

/**
 * A `submit` body with Blade's empty number (-1) made null again where it can only mean that
 * (`emptyNumberFields`: optional numbers above it, dictionary keys), before the body is validated:
 * a row a client loaded and saves back unchanged is saved, not refused with "must be at least 0".
 */
export function emptyNumbersToNull(model: CrudModel) {
  const fields = model.definition.resource ? emptyNumberFields(model.definition.resource) : [];
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (fields.length && body && typeof body === 'object' && !Array.isArray(body))
      request.body = withoutEmptyNumbers(body as Record<string, unknown>, fields);
  };
}

/**
 * Registers `list`, `detail`, `submit` and `remove` for a model in the current plugin scope
 * (mount it with the resource's prefix, e.g. `/blade-system/param`).
 */
export function registerCrudRoutes(
  app: FastifyTypeBox,
  db: Db,
  model: CrudModel,
  options: CrudRouteOptions,
): void {
  const routes = new Set<CrudRoute>(options.routes ?? ['list', 'detail', 'submit', 'remove']);
  const tags = [options.tag];
  const access = options.access ?? 'admin';
  if (access === 'admin') app.addHook('preValidation', requireAdmin);
  if (access === 'super') app.addHook('preValidation', requireSuperAdmin);
  // A shared (global) table is the platform's: a tenant administrator writing it would change every tenant.
  const writeNeedsSuper = (options.writeAccess ?? (model.tenantScoped ? 'same' : 'super')) === 'super';
  const writeGuards = writeNeedsSuper ? [requireSuperAdmin] : [];
  // Its rows' history is read as the rows are (src/history/): the same access, scope and API rules.
  const history = modelHistoryEntry(model, { access, writeNeedsSuper, detailPath: `${app.prefix}/detail` });
  if (history) registerHistoryEntry(db, history);

  if (routes.has('list') && options.list === 'forest') registerForestList(app, db, model, tags);
  else if (routes.has('list')) {
    app.get(
      '/list',
      {
        schema: {
          tags,
          summary: `${model.label.zh}分页`,
          querystring: pageQuerySchema,
          response: okResponse(pageOf(wireRowSchema(model))),
        },
      },
      async (request) => {
        return ok(await model.list(db, currentUser(request), request.query));
      },
    );
  }

  if (routes.has('detail')) {
    app.get(
      '/detail',
      {
        schema: {
          tags,
          summary: `${model.label.zh}详情`,
          querystring: idQuerySchema,
          response: okResponse(wireRowSchema(model)),
        },
      },
      async (request) => {
        const { id } = request.query;
        const row = await model.detail(db, currentUser(request), BigInt(id));
        return row ? ok(row) : ok({}, MSG.noData);
      },
    );
  }

  if (routes.has('submit')) {
    app.post(
      '/submit',
      {
        preValidation: [...writeGuards, emptyNumbersToNull(model)],
        schema: {
          tags,
          summary: `新增或修改${model.label.zh}`,
          body: submitBodySchema(model),
          response: statusResponse,
        },
      },
      async (request) => {
        const body = request.body;
        if (!body) throw badRequest(msg('crud.bodyRequired'));
        await submitRow(model, db, currentUser(request), body);
        return ok({});
      },
    );
  }

  if (routes.has('remove')) {
    app.post(
      '/remove',
      {
        // ids from the query or a form body, as Blade's @RequestParam takes them.
        preValidation: [...writeGuards, formFieldsIntoQuery],
        schema: {
          tags,
          summary: `删除${model.label.zh}`,
          querystring: idsQuerySchema,
          response: statusResponse,
        },
      },
      async (request) => {
        const { ids } = request.query;
        const removed = await removeRows(model, db, currentUser(request), parseIdCsv(ids));
        if (removed === 0) throw badRequest(msg('crud.notFound', { label: model.label }));
        return ok({});
      },
    );
  }
}

/** `GET /list` of a tree table: every matching row, unpaged, as a forest (see CrudRouteOptions.list). */
function registerForestList(app: FastifyTypeBox, db: Db, model: CrudModel, tags: string[]): void {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: `${model.label.zh}树`,
        description: `${model.label.en} forest`,
        querystring: pageQuerySchema,
        response: rowsResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(await model.forest(db, user, await model.all(db, user, request.query)));
    },
  );
}

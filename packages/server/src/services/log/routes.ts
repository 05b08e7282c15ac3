import {
  logApiResource,
  logErrorResource,
  logUsualResource,
  type ResourceDef,
} from '@blade-console/blade-schema';
import { and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { idQuerySchema } from '../../crud/fields';
import type { CrudModel } from '../../crud/model';
import { pageQuerySchema, pageRequest, selectPage } from '../../crud/paging';
import { modelFor } from '../../crud/resource';
import type { Db } from '../../db/connection';
import { bladeLogApi, bladeLogError, bladeLogUsual } from '../../db/schema';
import { currentUser, requireAdmin } from '../../http/auth-hook';
import { MSG, ok } from '../../http/envelope';
import { type FastifyTypeBox, pageResponse, rowResponse, type ServicePlugin } from '../../http/schemas';

/**
 * A log's model from its definition: read-only (only `list` and `detail` are registered), filters
 * on its fields and `createTime`; log tables have no `updateTime`. The tenant column scopes the
 * rows but is never shown.
 */
function logModel(resource: ResourceDef, table: PgTable): CrudModel {
  return modelFor(resource, table, { hidden: ['tenantId'], noFilters: ['updateTime'] });
}

interface LogKind {
  name: 'usual' | 'api' | 'error';
  model: CrudModel;
  /** Bulky columns left out of lists (blade-api.md §6.3); `detail` has them. */
  omitInList: readonly string[];
}

const KINDS: readonly LogKind[] = [
  {
    name: 'usual',
    model: logModel(logUsualResource, bladeLogUsual),
    omitInList: ['params', 'logData'],
  },
  { name: 'api', model: logModel(logApiResource, bladeLogApi), omitInList: ['params'] },
  {
    name: 'error',
    model: logModel(logErrorResource, bladeLogError),
    omitInList: ['params', 'stackTrace', 'message'],
  },
];

function registerLogKind(app: FastifyTypeBox, db: Db, { name, model, omitInList }: LogKind): void {
  const tags = ['log'];
  app.get(
    `/${name}/list`,
    {
      schema: {
        tags,
        summary: `${model.label.zh}分页`,
        description: 'Oldest first unless ascs/descs=create_time say otherwise',
        querystring: pageQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      const where: SQL | undefined = and(model.visible(user), model.filtersOf(query));
      // Blade's oldest first (blade-api.md §9) unless the query sorts by a sortable column (the
      // console's log pages ask for newest first); logs grow without end, so only the indexed
      // time sorts (the definitions' `sortable`).
      const page = await selectPage(db, model.table, where, model.orderOf(query), pageRequest(query));
      const records = (await model.present(db, user, page.records)).map((row) => {
        for (const field of omitInList) delete row[field];
        return row;
      });
      return ok({ ...page, records });
    },
  );

  app.get(
    `/${name}/detail`,
    { schema: { tags, summary: `${model.label.zh}详情`, querystring: idQuerySchema, response: rowResponse } },
    async (request) => {
      const { id } = request.query;
      const row = await model.detail(db, currentUser(request), BigInt(id));
      return row ? ok(row) : ok({}, MSG.noData);
    },
  );
}

/** `/api/blade-log`: usual, API and error logs, list + detail, administrators only. */
export const logRoutes: ServicePlugin = async (app, { ctx }) => {
  app.addHook('preValidation', requireAdmin);
  for (const kind of KINDS) registerLogKind(app, ctx.db, kind);
};

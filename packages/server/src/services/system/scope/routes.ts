import {
  AUDIT_FIELDS,
  apiScopeResource,
  columnName,
  dataScopeResource,
  dataScopeRuleError,
  type ResourceDef,
  SCOPED_RESOURCES,
  snakeCase,
} from '@blade-console/blade-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { forgetDataScopes } from '../../../crud/data-scope';
import type { CrudModel, WriteEvent } from '../../../crud/model';
import { pageQuerySchema } from '../../../crud/paging';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import type { Db, DbOrTx } from '../../../db/connection';
import { parseId } from '../../../db/ids';
import { bladeMenu, bladeScopeApi, bladeScopeData } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import { type FastifyTypeBox, pageResponse, type ServicePlugin } from '../../../http/schemas';
import { msg } from '../../../i18n';

/** A scope hangs under a live menu (the grant dialog shows scopes beneath their menus). */
async function requireMenu({ tx, values, isInsert }: WriteEvent): Promise<void> {
  if (values.menuId === undefined && !isInsert) return;
  const menuId = values.menuId as bigint | null | undefined;
  if (menuId === undefined || menuId === null) throw badRequest(msg('http.missingParam', { name: 'menuId' }));
  const [menu] = await tx
    .select({ id: bladeMenu.id })
    .from(bladeMenu)
    .where(and(eq(bladeMenu.id, menuId), eq(bladeMenu.isDeleted, 0)));
  if (!menu) throw badRequest(msg('system.scopeMenuGone', { id: String(menuId) }));
}

/**
 * Whether a custom rule's column is a column of the resource (wire or SQL name). The tenant is not
 * one: every query already keeps to the caller's tenant.
 */
function hasColumn(resource: ResourceDef, column: string): boolean {
  const names = [...Object.keys(resource.fields), ...AUDIT_FIELDS, 'id'];
  return (
    names.some((name) => name === column || snakeCase(name) === column) ||
    Object.entries(resource.fields).some(([name, field]) => columnName(name, field) === column)
  );
}

/**
 * A rule is stored only as the server can apply it (crud/data-scope.ts): a known type, and a custom
 * rule naming a column of its resource (when the code is a scoped resource's) and a user value.
 */
async function requireApplicableRule({ tx, values, id, isInsert }: WriteEvent): Promise<void> {
  const stored = isInsert
    ? undefined
    : (await tx.select().from(bladeScopeData).where(eq(bladeScopeData.id, id)))[0];
  const rule = { ...stored, ...values };
  const resource = SCOPED_RESOURCES.get(String(rule.resourceCode ?? ''));
  const error = dataScopeRuleError(rule, resource && ((column) => hasColumn(resource, column)));
  if (error) throw badRequest(error);
}

/**
 * `blade_scope_data` (blade-api.md §6.1 "Data scope"): fields, rules and the type's name from the
 * definition; granted to roles and applied to the lists and details of the resource with the rule's
 * code (crud/data-scope.ts).
 */
export const dataScopeModel = modelFor(dataScopeResource, bladeScopeData, {
  beforeWrite: async (event) => {
    await requireMenu(event);
    await requireApplicableRule(event);
  },
});

/** `blade_scope_api`: `scopePath` reserves matching API paths for the roles granted the scope. */
export const apiScopeModel = modelFor(apiScopeResource, bladeScopeApi, {
  beforeWrite: async (event) => {
    await requireMenu(event);
    const path = event.values.scopePath;
    if (typeof path === 'string' && !path.trim().startsWith('/')) {
      throw badRequest(msg('system.apiPathSlash'));
    }
  },
});

/** Entity-style lists: `menuId` is an exact match (the grant page lists the scopes of one menu). */
function registerScopeList(app: FastifyTypeBox, db: Db, model: CrudModel): void {
  app.get(
    '/list',
    { schema: { tags: ['scope'], querystring: pageQuerySchema, response: pageResponse } },
    async (request) => {
      const { menuId, ...filters } = request.query;
      const menu = parseId(menuId);
      if (menuId !== undefined && menuId !== '' && menu === undefined) {
        throw badRequest(msg('crud.expectedId', { name: 'menuId', value: String(menuId) }));
      }
      const extra = menu === undefined ? undefined : eq(model.column('menuId'), menu);
      return ok(await model.list(db, currentUser(request), filters, extra));
    },
  );
}

/** `/api/blade-system/data-scope` (administrators); edits apply to this replica's lists at once. */
export const dataScopeRoutes: ServicePlugin = async (app, { ctx }) => {
  app.addHook('onSend', async (request) => {
    if (request.method === 'POST') forgetDataScopes(ctx.db);
  });
  registerCrudRoutes(app, ctx.db, dataScopeModel, { tag: 'scope', routes: ['detail', 'submit', 'remove'] });
  registerScopeList(app, ctx.db, dataScopeModel);
};

/** `/api/blade-system/api-scope` (administrators); edits refresh the enforced rules at once. */
export const apiScopeRoutes: ServicePlugin = async (app, { ctx }) => {
  // Before the answer leaves, so the caller's next request already sees the new rules.
  app.addHook('onSend', async (request) => {
    if (request.method === 'POST') ctx.apiScopes.invalidate();
  });
  registerCrudRoutes(app, ctx.db, apiScopeModel, { tag: 'scope', routes: ['detail', 'submit', 'remove'] });
  registerScopeList(app, ctx.db, apiScopeModel);
};

/** Live scope rows of both kinds, for grant trees and grant checks. */
export async function liveScopes(db: DbOrTx, kind: 'data' | 'api', ids?: readonly bigint[]) {
  const table = kind === 'data' ? bladeScopeData : bladeScopeApi;
  return db
    .select({ id: table.id, menuId: table.menuId, scopeName: table.scopeName })
    .from(table)
    .where(and(eq(table.isDeleted, 0), ids ? inArray(table.id, [...ids]) : undefined))
    .orderBy(table.id);
}

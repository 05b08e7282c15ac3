import { deptResource } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import type { AccessClaims } from '../../../auth/jwt';
import { isSuperAdmin } from '../../../auth/jwt';
import { optionalIdString } from '../../../crud/fields';
import type { WriteEvent } from '../../../crud/model';
import { filterQueryWith } from '../../../crud/paging';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { parseId } from '../../../db/ids';
import { bladeDept } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import { type FastifyTypeBox, okResponse, rowsResponse, type ServicePlugin } from '../../../http/schemas';
import { msg } from '../../../i18n';
import { registerUserLinkSelect } from '../user-links';

/** Keeps `ancestors` ("0,<root>,…,<parent>") in step with `parentId` and refuses cycles. */
async function computeAncestors({ tx, values, id, isInsert, user, model }: WriteEvent): Promise<void> {
  if (!isInsert && values.parentId === undefined) return;
  const parentId = (values.parentId ?? 0n) as bigint;
  if (parentId === 0n) {
    values.ancestors = '0';
    return;
  }
  const parent = await model.find(tx, user, parentId);
  if (!parent) throw badRequest(msg('system.parentNotFound', { label: model.label }));
  const ancestors = `${String(parent.ancestors)},${String(parent.id)}`;
  if (!isInsert && ancestors.split(',').includes(String(id)))
    throw badRequest(msg('system.deptParentIsDescendant'));
  values.ancestors = ancestors;
}

/**
 * Departments: fields, lengths and filters from the definition; the tree (forest, parent names,
 * no cycles, no removal above children) and `ancestors` ({@link computeAncestors}) stay here.
 */
export const deptModel = modelFor(deptResource, bladeDept, {
  tree: { title: 'deptName' },
  beforeWrite: computeAncestors,
});

/** `?tenantId=` of the platform administrators' views of another tenant. */
export const optionalTenantId = Type.Optional(Type.String({ maxLength: 12 }));

/** Platform administrators may look at another tenant's tree with `?tenantId=`. */
export function asTenant(
  request: { query: { tenantId?: string | undefined } },
  user: AccessClaims,
): AccessClaims {
  const { tenantId } = request.query;
  return tenantId && isSuperAdmin(user) ? { ...user, tenant_id: tenantId } : user;
}

const parentQuery = filterQueryWith({ parentId: optionalIdString(), tenantId: optionalTenantId });

/** One node of `lazy-tree` (blade-api.md TreeNode, lazily loaded). */
const lazyTreeNode = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  title: Type.String(),
  key: Type.String(),
  value: Type.String(),
  hasChildren: Type.Boolean(),
});

/** `/api/blade-system/dept` (administrators, except `select`). */
export const deptRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['dept'];

  // Depts of a user (the switch-department dialog): any signed-in user, own tenant.
  registerUserLinkSelect(app, db, 'deptId', deptModel, bladeDept.id, tags);

  await app.register(async (admin: FastifyTypeBox) => {
    registerCrudRoutes(admin, db, deptModel, { tag: 'dept', list: 'forest' });

    admin.get(
      '/lazy-list',
      { schema: { tags, querystring: parentQuery, response: rowsResponse } },
      async (request) => {
        const query = request.query;
        const { parentId, tenantId: _t, ...filters } = query;
        const user = asTenant(request, currentUser(request));
        return ok(await deptModel.lazyLevel(db, user, parseId(parentId) ?? 0n, filters));
      },
    );

    admin.get(
      '/tree',
      { schema: { tags, querystring: parentQuery, response: rowsResponse } },
      async (request) => {
        const user = asTenant(request, currentUser(request));
        return ok(deptModel.treeNodes(await deptModel.all(db, user)));
      },
    );

    admin.get(
      '/lazy-tree',
      { schema: { tags, querystring: parentQuery, response: okResponse(Type.Array(lazyTreeNode)) } },
      async (request) => {
        const { parentId } = request.query;
        const user = asTenant(request, currentUser(request));
        const level = await deptModel.lazyLevel(db, user, parseId(parentId) ?? 0n);
        return ok(
          level.map((d) => ({
            id: String(d.id),
            parentId: String(d.parentId),
            title: String(d.deptName),
            key: String(d.id),
            value: String(d.id),
            hasChildren: d.hasChildren === true,
          })),
        );
      },
    );
  });
};

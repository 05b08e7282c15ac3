import { apiScopeResource, dataScopeResource, labelOf, roleResource } from '@blade-console/blade-schema';
import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { isSuperAdmin } from '../../../auth/jwt';
import { splitCsv } from '../../../auth/users';
import { forgetDataScopes } from '../../../crud/data-scope';
import { idArray, idString, nonEmptyIdArray, uniqueIds } from '../../../crud/fields';
import type { RemoveEvent, WriteEvent } from '../../../crud/model';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes, versionsSchema } from '../../../crud/routes';
import { nextId } from '../../../db/ids';
import { bladeRole, bladeRoleMenu, bladeRoleScope } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, HttpError, ok } from '../../../http/envelope';
import { type FastifyTypeBox, rowsResponse, type ServicePlugin, statusResponse } from '../../../http/schemas';
import { msg } from '../../../i18n';
import { asTenant, optionalTenantId } from '../dept/routes';
import { claimMenuGrant } from '../menu/manage';
import { liveScopes } from '../scope/routes';
import { registerUserLinkSelect } from '../user-links';
import { requireInPackage } from './package-menus';

/** Only platform administrators may create or rename a role to the `administrator` alias. */
function guardAdministratorAlias({ values, user }: WriteEvent): void {
  if (values.roleAlias === 'administrator' && !isSuperAdmin(user)) {
    throw new HttpError(401, msg('system.administratorAlias'));
  }
}

/**
 * Roles: fields, lengths and filters from the definition; the tree (forest, parent names, no
 * cycles, no removal above children) and {@link guardAdministratorAlias} stay here.
 */
export const roleModel = modelFor(roleResource, bladeRole, {
  tree: { title: 'roleName' },
  beforeWrite: guardAdministratorAlias,
  beforeRemove: keepRolesInUse,
});

/**
 * The super administrator role and the caller's own roles are not deleted: either would lock the
 * caller (or the whole platform) out of the pages that could put it right.
 */
async function keepRolesInUse({ tx, ids, user }: RemoveEvent) {
  const roles = await tx
    .select({ id: bladeRole.id, roleName: bladeRole.roleName, roleAlias: bladeRole.roleAlias })
    .from(bladeRole)
    .where(inArray(bladeRole.id, [...ids]));
  const administrator = roles.find((role) => role.roleAlias === 'administrator');
  if (administrator) throw badRequest(msg('system.administratorRoleKept', { name: administrator.roleName }));
  const own = new Set(splitCsv(user.role_id));
  const held = roles.find((role) => own.has(String(role.id)));
  if (held) throw badRequest(msg('system.roleHeld', { name: held.roleName }));
}

/** `POST /role/grant` body (SPEC §3 "Role grant payload"). */
const grantBody = Type.Object({
  roleIds: nonEmptyIdArray,
  menuIds: idArray,
  dataScopeIds: Type.Optional(idArray),
  apiScopeIds: Type.Optional(idArray),
  versions: versionsSchema,
});

const DATA_SCOPE = 1;
const API_SCOPE = 2;

/** `/api/blade-system/role` (administrators, except `select`). */
export const roleRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['role'];

  // Roles of a user (switch-role dialog): any signed-in user, own tenant.
  registerUserLinkSelect(app, db, 'roleId', roleModel, bladeRole.id, tags);

  await app.register(async (admin: FastifyTypeBox) => {
    registerCrudRoutes(admin, db, roleModel, { tag: 'role', list: 'forest' });

    admin.get(
      '/tree',
      {
        schema: {
          tags,
          querystring: Type.Object({ tenantId: optionalTenantId }),
          response: rowsResponse,
        },
      },
      async (request) => {
        const user = asTenant(request, currentUser(request));
        return ok(roleModel.treeNodes(await roleModel.all(db, user)));
      },
    );

    // The subtree under one role (the roles it may hand out).
    admin.get(
      '/tree-by-id',
      {
        schema: {
          tags,
          querystring: Type.Object({ roleId: idString() }),
          response: rowsResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const rootId = request.query.roleId;
        const nodes = roleModel.treeNodes(await roleModel.all(db, user));
        const find = (list: typeof nodes): typeof nodes => {
          for (const node of list) {
            if (node.id === rootId) return [node];
            const hit = find(node.children ?? []);
            if (hit.length) return hit;
          }
          return [];
        };
        return ok(find(nodes));
      },
    );

    admin.post(
      '/grant',
      {
        schema: {
          tags,
          summary: '权限设置',
          description: 'Replace the menus and scopes of roles',
          body: grantBody,
          response: statusResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const body = request.body;
        await db.transaction(async (tx) => {
          const missing = msg('auth.refNotInTenant', { label: roleModel.label });
          const owners = { rows: roleModel.versionedRows(user), missing };
          const sent = { ownerIds: body.roleIds, menuIds: body.menuIds, versions: body.versions };
          const { ownerIds: roleIds, menuIds } = await claimMenuGrant(tx, user, owners, sent);
          const dataScopeIds = uniqueIds(body.dataScopeIds ?? []);
          const apiScopeIds = uniqueIds(body.apiScopeIds ?? []);
          if (
            dataScopeIds.length &&
            (await liveScopes(tx, 'data', dataScopeIds)).length !== dataScopeIds.length
          ) {
            throw badRequest(msg('system.scopeGone', { label: labelOf('dataScope', dataScopeResource) }));
          }
          if (
            apiScopeIds.length &&
            (await liveScopes(tx, 'api', apiScopeIds)).length !== apiScopeIds.length
          ) {
            throw badRequest(msg('system.scopeGone', { label: labelOf('apiScope', apiScopeResource) }));
          }
          await requireInPackage(tx, user.tenant_id, { menuIds, dataScopeIds, apiScopeIds });
          await tx.delete(bladeRoleMenu).where(inArray(bladeRoleMenu.roleId, roleIds));
          await tx.delete(bladeRoleScope).where(inArray(bladeRoleScope.roleId, roleIds));
          const menuRows = roleIds.flatMap((roleId) =>
            menuIds.map((menuId) => ({ id: nextId(), roleId, menuId })),
          );
          if (menuRows.length) await tx.insert(bladeRoleMenu).values(menuRows);
          const scopeRows = roleIds.flatMap((roleId) => [
            ...dataScopeIds.map((scopeId) => ({
              id: nextId(),
              roleId,
              scopeId,
              scopeCategory: DATA_SCOPE,
            })),
            ...apiScopeIds.map((scopeId) => ({
              id: nextId(),
              roleId,
              scopeId,
              scopeCategory: API_SCOPE,
            })),
          ]);
          if (scopeRows.length) await tx.insert(bladeRoleScope).values(scopeRows);
        });
        // This replica's cached grants go at once; the others' within a second (auth/second-cache.ts).
        ctx.apiScopes.invalidate();
        forgetDataScopes(ctx.db);
        return ok({});
      },
    );
  });
};

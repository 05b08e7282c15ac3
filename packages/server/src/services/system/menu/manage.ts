import type { GrantTree, GrantTreeKeys, TreeNode } from '@blade-console/blade-client/types';
import { type Message, menuResource } from '@blade-console/blade-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { type AccessClaims, isSuperAdmin } from '../../../auth/jwt';
import { idsQuery, optionalIdString, parseIdCsv, uniqueIds } from '../../../crud/fields';
import type { WriteEvent } from '../../../crud/model';
import { filterQueryWith, pageQuerySchema } from '../../../crud/paging';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { toTreeNodes, withAncestors } from '../../../crud/tree';
import { uniqueWithinScope } from '../../../crud/unique';
import { claimVersions, type VersionedTable, versionsOf } from '../../../crud/versions';
import type { DbOrTx, Tx } from '../../../db/connection';
import { nextId, parseId } from '../../../db/ids';
import { bladeMenu, bladeRole, bladeRoleMenu, bladeRoleScope, bladeTopMenuSetting } from '../../../db/schema';
import { currentUser, requireAdmin } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import {
  type FastifyTypeBox,
  looseRow,
  okResponse,
  rowsResponse,
  type ServicePlugin,
} from '../../../http/schemas';
import { msg } from '../../../i18n';
import { liveScopes } from '../scope/routes';
import { allMenus, grantedMenuIds, type MenuRow } from './queries';

type ScopeRow = Awaited<ReturnType<typeof liveScopes>>[number];

const MENU = 1;

async function menuDefaults(event: WriteEvent): Promise<void> {
  const { values, isInsert } = event;
  if (isInsert) {
    values.category ??= MENU;
    values.alias ??= 'menu';
    values.path ??= '';
    values.source ??= '';
  }
  await uniqueWithinScope(['code'], msg('system.menuCodeTaken'))(event);
}

/**
 * Menus: fields, lengths, bounds, filters and dictionary names (`categoryName`, `actionName`,
 * `isOpenName`) from the definition; the tree (forest, parent names, no cycles, no removal above
 * children) and {@link menuDefaults} (insert defaults, Blade's unique-code message) stay here.
 */
export const menuModel = modelFor(menuResource, bladeMenu, {
  tree: { title: 'name' },
  beforeWrite: menuDefaults,
});

function menuTree(rows: readonly MenuRow[]): TreeNode[] {
  return toTreeNodes(rows, (r) => r.name);
}

/**
 * A scope grant tree (blade-api.md §5.2): the menus owning scopes (with their ancestors, so the tree
 * reads like the menu) and each scope as a leaf under its menu, titled by its name.
 */
function scopeTree(menus: readonly MenuRow[], scopes: readonly ScopeRow[]): TreeNode[] {
  const menuIds = new Set(menus.map((m) => String(m.id)));
  const usable = scopes.filter((s) => menuIds.has(String(s.menuId)));
  if (usable.length === 0) return [];
  const parentOf = new Map(menus.map((m) => [String(m.id), String(m.parentId)]));
  const keep = withAncestors(
    usable.map((s) => String(s.menuId)),
    parentOf,
  );
  const rows = [
    ...menus
      .filter((m) => keep.has(String(m.id)))
      .map((m) => ({ id: m.id, parentId: m.parentId, title: m.name })),
    ...usable.map((s) => ({ id: s.id, parentId: s.menuId, title: s.scopeName })),
  ];
  return toTreeNodes(rows, (r) => r.title);
}

/** The menus a caller may hand out: all for platform administrators, else their own grants + ancestors. */
async function grantableMenus(db: DbOrTx, roleIdCsv: string, superAdmin: boolean): Promise<MenuRow[]> {
  const menus = await allMenus(db);
  if (superAdmin) return menus;
  const granted = await grantedMenuIds(db, roleIdCsv);
  const keep = withAncestors(granted, new Map(menus.map((m) => [String(m.id), String(m.parentId)])));
  return menus.filter((m) => keep.has(String(m.id)));
}

const parentQuery = filterQueryWith({ parentId: optionalIdString() });

/** `GrantTree` (blade-api.md): the three forests of the grant dialogs. */
const grantTree = Type.Object({
  menu: Type.Array(looseRow),
  dataScope: Type.Array(looseRow),
  apiScope: Type.Array(looseRow),
});

/** `GrantTreeKeys`: the ids checked in each forest. */
const grantTreeKeys = Type.Object({
  menu: Type.Array(Type.String()),
  dataScope: Type.Array(Type.String()),
  apiScope: Type.Array(Type.String()),
});

/** Menu management under `/api/blade-system/menu` (beside the caller's routes/buttons in routes.ts). */
export const menuManageRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['menu'];

  // Trees for pickers and grant dialogs: any signed-in user (blade-api.md §5.2).
  app.get('/tree', { schema: { tags, response: rowsResponse } }, async () => {
    const menus = await allMenus(db);
    return ok(menuTree(menus.filter((m) => m.category === MENU)));
  });

  app.get(
    '/grant-tree',
    {
      schema: {
        tags,
        summary: '权限分配树',
        description: 'Menus, data scopes and API scopes to grant',
        response: okResponse(grantTree),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const menus = await grantableMenus(db, user.role_id, isSuperAdmin(user));
      const [dataScopes, apiScopes] = await Promise.all([liveScopes(db, 'data'), liveScopes(db, 'api')]);
      const tree: GrantTree = {
        menu: menuTree(menus),
        dataScope: scopeTree(menus, dataScopes),
        apiScope: scopeTree(menus, apiScopes),
      };
      return ok(tree);
    },
  );

  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preValidation', requireAdmin);

    // What roles of the caller's tenant hold (the grant dialog); other tenants' roles are ignored.
    admin.get(
      '/role-tree-keys',
      { schema: { tags, querystring: idsQuery('roleIds'), response: okResponse(grantTreeKeys) } },
      async (request) => {
        const user = currentUser(request);
        const wanted = parseIdCsv(request.query.roleIds);
        const roleIds = (
          await db
            .select({ id: bladeRole.id })
            .from(bladeRole)
            .where(
              and(
                inArray(bladeRole.id, wanted),
                eq(bladeRole.tenantId, user.tenant_id),
                eq(bladeRole.isDeleted, 0),
              ),
            )
        ).map((r) => r.id);
        if (roleIds.length === 0) return ok<GrantTreeKeys>({ menu: [], dataScope: [], apiScope: [] });
        // Only live menus and scopes: the dialog sends the keys back with the grant, which refuses
        // deleted ones ("菜单不存在或已被删除"), so a role granted a since-deleted menu could never
        // be saved again.
        const [menus, scopes] = await Promise.all([
          db
            .select({ id: bladeRoleMenu.menuId })
            .from(bladeRoleMenu)
            .innerJoin(bladeMenu, eq(bladeMenu.id, bladeRoleMenu.menuId))
            .where(and(inArray(bladeRoleMenu.roleId, roleIds), eq(bladeMenu.isDeleted, 0))),
          db
            .select({ id: bladeRoleScope.scopeId, category: bladeRoleScope.scopeCategory })
            .from(bladeRoleScope)
            .where(inArray(bladeRoleScope.roleId, roleIds)),
        ]);
        const liveScopeKeys = async (kind: 'data' | 'api', category: number) => {
          const ids = [...new Set(scopes.filter((s) => s.category === category).map((s) => s.id))];
          return ids.length ? (await liveScopes(db, kind, ids)).map((s) => String(s.id)) : [];
        };
        const keys: GrantTreeKeys = {
          menu: [...new Set(menus.map((m) => String(m.id)))],
          dataScope: await liveScopeKeys('data', 1),
          apiScope: await liveScopeKeys('api', 2),
        };
        return ok(keys);
      },
    );

    admin.get('/grant-top-tree', { schema: { tags, response: okResponse(grantTree) } }, async () => {
      const menus = await allMenus(db);
      const tree: GrantTree = {
        menu: menuTree(menus.filter((m) => m.category === MENU)),
        dataScope: [],
        apiScope: [],
      };
      return ok(tree);
    });

    admin.get(
      '/top-tree-keys',
      { schema: { tags, querystring: idsQuery('topMenuIds'), response: okResponse(grantTreeKeys) } },
      async (request) => {
        const topIds = parseIdCsv(request.query.topMenuIds);
        // Live menus only, as role-tree-keys: a deleted menu is no longer in the dialog's tree.
        const rows = await db
          .select({ id: bladeTopMenuSetting.menuId })
          .from(bladeTopMenuSetting)
          .innerJoin(bladeMenu, eq(bladeMenu.id, bladeTopMenuSetting.menuId))
          .where(and(inArray(bladeTopMenuSetting.topMenuId, topIds), eq(bladeMenu.isDeleted, 0)));
        const keys: GrantTreeKeys = {
          menu: [...new Set(rows.map((r) => String(r.id)))],
          dataScope: [],
          apiScope: [],
        };
        return ok(keys);
      },
    );

    registerCrudRoutes(admin, db, menuModel, { tag: 'menu', list: 'forest' });

    admin.get(
      '/menu-list',
      { schema: { tags, querystring: pageQuerySchema, response: rowsResponse } },
      async (request) => {
        const user = currentUser(request);
        const rows = await menuModel.all(db, user, request.query, eq(bladeMenu.category, MENU));
        return ok(await menuModel.forest(db, user, rows));
      },
    );

    admin.get(
      '/lazy-list',
      { schema: { tags, querystring: parentQuery, response: rowsResponse } },
      async (request) => {
        const { parentId, ...filters } = request.query;
        return ok(await menuModel.lazyLevel(db, currentUser(request), parseId(parentId) ?? 0n, filters));
      },
    );

    admin.get(
      '/lazy-menu-list',
      { schema: { tags, querystring: parentQuery, response: rowsResponse } },
      async (request) => {
        const { parentId, ...filters } = request.query;
        return ok(
          await menuModel.lazyLevel(
            db,
            currentUser(request),
            parseId(parentId) ?? 0n,
            filters,
            eq(bladeMenu.category, MENU),
          ),
        );
      },
    );
  });
};

/**
 * What every grant of menus (to roles, to top menus) starts with: the sent ids are read, the owners
 * locked, each checked against the version it was loaded with, and an owner that is gone or a menu
 * that is unknown or deleted is refused. Answers the owners' and the menus' ids.
 */
export async function claimMenuGrant(
  tx: Tx,
  user: AccessClaims,
  owners: { rows: VersionedTable; missing: Message },
  sent: { ownerIds: readonly string[]; menuIds: readonly string[]; versions?: Record<string, unknown> },
): Promise<{ ownerIds: bigint[]; menuIds: bigint[] }> {
  const ownerIds = uniqueIds(sent.ownerIds);
  const menuIds = uniqueIds(sent.menuIds);
  const claimed = await claimVersions(tx, owners.rows, user, ownerIds, versionsOf(sent.versions));
  if (claimed.length !== ownerIds.length) throw badRequest(owners.missing);
  if (menuIds.length) {
    const menus = await tx
      .select({ id: bladeMenu.id })
      .from(bladeMenu)
      .where(and(inArray(bladeMenu.id, menuIds), eq(bladeMenu.isDeleted, 0)));
    if (menus.length !== menuIds.length) throw badRequest(msg('crud.notFound', { label: menuModel.label }));
  }
  return { ownerIds, menuIds };
}

/** Replaces the menus of top menus (`POST /topmenu/grant`). */
export async function grantTopMenus(
  db: DbOrTx,
  topMenuIds: readonly bigint[],
  menuIds: readonly bigint[],
): Promise<void> {
  await db.delete(bladeTopMenuSetting).where(inArray(bladeTopMenuSetting.topMenuId, [...topMenuIds]));
  const rows = topMenuIds.flatMap((topMenuId) =>
    menuIds.map((menuId) => ({ id: nextId(), topMenuId, menuId })),
  );
  if (rows.length) await db.insert(bladeTopMenuSetting).values(rows);
}

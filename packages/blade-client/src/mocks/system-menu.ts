import type { TreeNode } from '../types/envelope';
import { buildForest, filterRows, lazyLevel, ok, toTree } from './respond';
import { csv, type MockRoutes } from './routes';
import { ADMIN_ROLE_ID } from './seed';
import type { MockStore } from './store';

const S = '/blade-system';

/**
 * The menus: forest, lazy levels and trees, the top menus, the caller's routes (limited by a top
 * menu's setting) and buttons, and the grant trees with a role's or top menu's keys.
 */
export function menuHandlers({ get, crud }: MockRoutes, store: MockStore): void {
  const menus = () => [...store.table('menu')].sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  const onlyMenus = () => menus().filter((row) => row.category === 1);
  crud(`${S}/menu`, 'menu', { list: 'forest' });
  get(`${S}/menu/menu-list`, ({ query }) => ok(buildForest(filterRows(onlyMenus(), query))));
  get(`${S}/menu/lazy-list`, ({ query }) => ok(lazyLevel(menus(), query)));
  get(`${S}/menu/lazy-menu-list`, ({ query }) => ok(lazyLevel(onlyMenus(), query)));
  get(`${S}/menu/tree`, () => ok(toTree(onlyMenus(), 'name')));
  get(`${S}/menu/top-menu`, () => ok(store.table('topMenu')));
  get(`${S}/menu/routes`, ({ query }) => {
    const topMenuId = query.get('topMenuId');
    const setting = topMenuId ? store.find('topMenuSetting', topMenuId) : undefined;
    const allowed = setting ? new Set(setting.menuIds as string[]) : undefined;
    const all = onlyMenus();
    if (!allowed) return ok(buildForest(all));
    // Keep the configured menus and their ancestors.
    const keep = new Set<string>();
    for (const id of allowed) {
      let current = all.find((row) => row.id === id);
      while (current && !keep.has(current.id)) {
        keep.add(current.id);
        const parentId = current.parentId;
        current = all.find((row) => row.id === parentId);
      }
    }
    return ok(buildForest(all.filter((row) => keep.has(row.id))));
  });
  get(`${S}/menu/buttons`, () => ok(buildForest(menus())));
  const scopeTree = (table: string): TreeNode[] => {
    const scopes = store.table(table);
    const owners = menus().filter((menu) => scopes.some((scope) => scope.menuId === menu.id));
    return toTree(
      [
        ...owners.map((menu) => ({ ...menu, parentId: '0' })),
        ...scopes.map((scope) => ({ ...scope, parentId: String(scope.menuId), name: scope.scopeName })),
      ],
      'name',
    );
  };
  get(`${S}/menu/grant-tree`, () =>
    ok({ menu: toTree(menus(), 'name'), dataScope: scopeTree('dataScope'), apiScope: scopeTree('apiScope') }),
  );
  get(`${S}/menu/role-tree-keys`, ({ query }) => {
    const keys = { menu: new Set<string>(), dataScope: new Set<string>(), apiScope: new Set<string>() };
    for (const roleId of csv(query.get('roleIds'))) {
      const grant = store.find('roleGrant', roleId);
      // Until granted otherwise, the administrator role holds every menu and button (blade-api.md §7).
      const menuIds = grant
        ? (grant.menuIds as string[])
        : roleId === ADMIN_ROLE_ID
          ? menus().map((m) => m.id)
          : [];
      for (const id of menuIds) keys.menu.add(id);
      for (const id of (grant?.dataScopeIds as string[] | undefined) ?? []) keys.dataScope.add(id);
      for (const id of (grant?.apiScopeIds as string[] | undefined) ?? []) keys.apiScope.add(id);
    }
    return ok({ menu: [...keys.menu], dataScope: [...keys.dataScope], apiScope: [...keys.apiScope] });
  });
  get(`${S}/menu/grant-top-tree`, () =>
    ok({ menu: toTree(onlyMenus(), 'name'), dataScope: [], apiScope: [] }),
  );
  get(`${S}/menu/top-tree-keys`, ({ query }) => {
    const ids = new Set<string>();
    for (const id of csv(query.get('topMenuIds'))) {
      for (const menuId of (store.find('topMenuSetting', id)?.menuIds as string[] | undefined) ?? [])
        ids.add(menuId);
    }
    return ok({ menu: [...ids], dataScope: [], apiScope: [] });
  });
}

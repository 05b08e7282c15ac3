import type { Menu, TopMenu } from '@blade-console/blade-client';
import { create } from 'zustand';
import { collectPermissions } from '../menu/permissions';
import { client, storage } from '../session/client';

/**
 * The user's menu, top menus and button permissions (SPEC §4 "Menu": after loading, the menu and the
 * full menu are stored, then the button permissions are loaded).
 */
interface MenuState {
  menu: Menu[];
  menuAll: Menu[];
  topMenus: TopMenu[];
  permission: Record<string, true>;
  /** The top menu whose routes are shown; undefined for the home item (all routes). */
  topMenuId: string | undefined;
  load(topMenuId?: string): Promise<void>;
  loadTopMenus(): Promise<void>;
  reset(): void;
}

export const useMenu = create<MenuState>((set) => ({
  menu: storage.getStore<Menu[]>({ name: 'menu' }) ?? [],
  menuAll: storage.getStore<Menu[]>({ name: 'menuAll' }) ?? [],
  topMenus: [],
  permission: storage.getStore<Record<string, true>>({ name: 'permission' }) ?? {},
  topMenuId: undefined,
  async load(topMenuId) {
    const menu = await client.system.menu.routes(topMenuId);
    // `routes` answers `{}` ("暂无承载数据") for a menu it cannot give: treat as empty.
    const list = Array.isArray(menu) ? menu : [];
    storage.setStore({ name: 'menu', content: list });
    if (!topMenuId) storage.setStore({ name: 'menuAll', content: list });
    set((state) => ({ menu: list, menuAll: topMenuId ? state.menuAll : list, topMenuId }));
    const buttons = await client.system.menu.buttons();
    const permission = collectPermissions(Array.isArray(buttons) ? buttons : []);
    storage.setStore({ name: 'permission', content: permission, type: 'session' });
    set({ permission });
  },
  async loadTopMenus() {
    const topMenus = await client.system.menu.topMenu();
    set({ topMenus: Array.isArray(topMenus) ? topMenus : [] });
  },
  reset() {
    for (const name of ['menu', 'menuAll']) storage.removeStore({ name });
    storage.removeStore({ name: 'permission', type: 'session' });
    set({ menu: [], menuAll: [], topMenus: [], permission: {}, topMenuId: undefined });
  },
}));

import { isBladeApiError, type Menu, type TopMenu } from '@blade-console/blade-client';
import { create } from 'zustand';
import { collectPermissions } from '../menu/permissions';
import { withChunkTimeout } from '../router/chunkTimeout';
import { storage } from '../session/core';
import { onSessionUserChange, type SessionUser } from '../session/sessionEvents';
import { clearSessionList, forgetSessionList, keepsSessionList, sessionLists } from '../session/sessionLists';

/**
 * The SDK with its resources, loaded by the first menu call (after sign-in), so /login does not
 * carry every resource; failing after the chunk timeout like any chunk (SPEC §8).
 */
const [MENU_KEY, MENU_ALL_KEY] = sessionLists.menu.shared;
const [PERMISSION_KEY] = sessionLists.menu.own;
const sdk = withChunkTimeout(() => import('../session/client').then((module) => module.client));

/**
 * Where the full menu stands: not asked yet, on its way, there (possibly empty), or it could not
 * be loaded (`error` says why). A top menu's routes do not change it.
 */
export type MenuStatus = 'idle' | 'loading' | 'loaded' | 'failed';

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
  status: MenuStatus;
  error: unknown;
  load(topMenuId?: string): Promise<void>;
  /**
   * The sign-in's load, before the console opens: the shell then takes it (`takePreloaded`)
   * instead of loading the menu again as it does when it opens otherwise.
   */
  preload(): Promise<void>;
  /** True once after a `preload` (that did not fail): the shell's first mount uses that menu. */
  takePreloaded(): boolean;
  preloaded: boolean;
  loadTopMenus(): Promise<void>;
  reset(): void;
  /**
   * Forgets this tab's menus without touching the stored ones (another tab's session owns those
   * now); the per-tab button permissions go with them.
   */
  forget(): void;
}

export const useMenu = create<MenuState>((set, get) => ({
  menu: storage.getStore<Menu[]>({ name: MENU_KEY }) ?? [],
  menuAll: storage.getStore<Menu[]>({ name: MENU_ALL_KEY }) ?? [],
  topMenus: [],
  permission: storage.getStore<Record<string, true>>({ name: PERMISSION_KEY }) ?? {},
  topMenuId: undefined,
  status: 'idle',
  error: undefined,
  preloaded: false,
  preload() {
    set({ preloaded: true });
    return get().load();
  },
  takePreloaded() {
    const { preloaded, status } = get();
    if (preloaded) set({ preloaded: false });
    // A sign-in's load that failed is tried again by the shell.
    return preloaded && status !== 'failed';
  },
  async load(topMenuId) {
    if (!topMenuId) set({ status: 'loading', error: undefined });
    let menu: Menu[];
    // The buttons are asked for beside the routes (one round trip, not two in a row); they are
    // stored once the menu is.
    const buttonsAsked = sdk().then((client) => client.system.menu.buttons());
    buttonsAsked.catch(() => {});
    try {
      menu = await (await sdk()).system.menu.routes(topMenuId);
    } catch (error) {
      // A 401 ends the session (it resets this store); anything else is a failed menu.
      if (!topMenuId && !(isBladeApiError(error) && error.code === 401)) set({ status: 'failed', error });
      throw error;
    }
    // `routes` answers `{}` ("暂无承载数据") for a menu it cannot give: treat as empty.
    const list = Array.isArray(menu) ? menu : [];
    storage.setStore({ name: MENU_KEY, content: list });
    if (!topMenuId) storage.setStore({ name: MENU_ALL_KEY, content: list });
    set(
      topMenuId
        ? { menu: list, topMenuId }
        : { menu: list, menuAll: list, topMenuId, status: 'loaded', error: undefined },
    );
    const buttons = await buttonsAsked;
    const permission = collectPermissions(Array.isArray(buttons) ? buttons : []);
    storage.setStore({ name: PERMISSION_KEY, content: permission, type: 'session' });
    set({ permission });
  },
  async loadTopMenus() {
    const topMenus = await (await sdk()).system.menu.topMenu();
    set({ topMenus: Array.isArray(topMenus) ? topMenus : [] });
  },
  reset() {
    clearSessionList('menu');
  },
  forget() {
    forgetSessionList('menu');
  },
}));

// What the session drops of the menus when it ends or another tab's replaces it.
keepsSessionList('menu', () =>
  useMenu.setState({
    menu: [],
    menuAll: [],
    topMenus: [],
    permission: {},
    topMenuId: undefined,
    status: 'idle',
    error: undefined,
    preloaded: false,
  }),
);

/** The menus and buttons a user gets depend on their role and department. */
function identity(user: SessionUser): string {
  return `${user?.role_id ?? ''}|${user?.dept_id ?? ''}`;
}

// SPEC §4: switching department or role refreshes the token and goes to /; the menus and button
// permissions of the new pair are loaded then. Sign-in and logout are not switches (the console
// loads the menu when it opens; logout resets it).
onSessionUserChange((user, previous) => {
  if (!user?.access_token || !previous?.access_token || identity(user) === identity(previous)) return;
  void useMenu
    .getState()
    .load()
    .catch(() => {});
});

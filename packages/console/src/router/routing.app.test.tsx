// Over 300 lines: it groups the console's routing cases (menu items, the menu gate, the navigation guard, the top bar).
import type { TokenResponse } from '@blade-console/blade-client';
import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AVATAR } from '../session/avatar';
import { client } from '../session/client';
import { getSessionSnapshot, refreshSessionSnapshot, signedIn, signOutLocally } from '../session/session';
import { useErrorLog } from '../stores/errorLog';
import { useMenu } from '../stores/menu';
import { useTabs } from '../stores/tabs';
import { setupShellTests } from '../test/consoleScreens';
import { renderApp } from '../test/renderApp';

/**
 * The console's route table in jsdom against the SDK's mock API: what the user sees and where the
 * app ends up, for the routing rules of SPEC §2 (childless top-level items, the guard's 'target',
 * 'src', 'name' and 'menu' queries) and the menu gate.
 */
const { baseUrl, store, server } = setupShellTests({
  loadPages: () => [import('../pages/ResourcePage/ResourcePage')],
});

function signInAsAdmin() {
  signedIn(adminTokenResponse());
}

const address = (router: ReturnType<typeof renderApp>) =>
  router.state.location.pathname + router.state.location.search;
const sidebar = () => screen.queryByRole('navigation', { name: '主菜单' });

/** A top-level menu item without children that leads to a registered page (an administrator's). */
function addChildlessTopLevelItem() {
  store.submit('menu', {
    id: '9000',
    parentId: '0',
    code: 'param_top',
    name: '参数直达',
    alias: 'menu',
    path: '/system/param',
    source: '',
    sort: 0,
    category: 1,
    action: 0,
    isOpen: 1,
  });
}

beforeEach(() => {
  store.reset();
  signInAsAdmin();
});
afterEach(() => {
  useErrorLog.getState().clear();
  vi.restoreAllMocks();
});

describe('a top-level menu item without children (SPEC §2)', () => {
  it('opens its page at path + /index from the sidebar and from the menu search alike', async () => {
    addChildlessTopLevelItem();
    const user = userEvent.setup();
    const router = renderApp('/wel/index');

    // The sidebar's link (the home tab's quick links may offer the page too).
    const link = await within(await screen.findByRole('navigation', { name: '主菜单' })).findByRole('link', {
      name: '参数直达',
    });
    await user.click(link);
    await waitFor(() => expect(address(router)).toBe('/system/param/index'));
    expect(await screen.findByRole('table', { name: '参数管理' })).toBeInTheDocument();
    // Its own sidebar row is the current one.
    expect(within(sidebar()!).getByRole('link', { name: '参数直达' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await act(() => router.navigate('/wel/index'));
    await user.click(screen.getByRole('button', { name: '菜单搜索' }));
    await user.type(
      within(screen.getByRole('dialog', { name: '菜单搜索' })).getByRole('combobox'),
      '参数直达',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address(router)).toBe('/system/param/index'));
    expect(await screen.findByRole('table', { name: '参数管理' })).toBeInTheDocument();
  });

  it('answers at the bare path too', async () => {
    addChildlessTopLevelItem();
    const router = renderApp('/system/param');
    expect(await screen.findByRole('table', { name: '参数管理' })).toBeInTheDocument();
    expect(address(router)).toBe('/system/param');
  });
});

describe('the menu gate', () => {
  it('shows the 404 inside the frame when the menu comes back empty', async () => {
    server.use(
      http.get(`${baseUrl}/blade-system/menu/routes`, () =>
        HttpResponse.json({ code: 200, success: true, data: [], msg: '' }),
      ),
    );
    const router = renderApp('/system/param');
    expect(await screen.findByRole('heading', { name: /页面不存在/ })).toBeInTheDocument();
    expect(address(router)).toBe('/system/param');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the error page with the message, and logs it, when the menu cannot be loaded', async () => {
    server.use(
      http.get(`${baseUrl}/blade-system/menu/routes`, () =>
        HttpResponse.json({ code: 500, success: false, data: null, msg: '菜单服务不可用' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/system/param');
    expect(await screen.findByRole('heading', { name: /服务器出错了/ })).toBeInTheDocument();
    expect(screen.getByText(/错误信息：菜单服务不可用/)).toBeInTheDocument();
    // Written in an effect after the error page's commit.
    await waitFor(() => expect(useErrorLog.getState().logs[0]).toMatchObject({ message: '菜单服务不可用' }));
  });
});

describe('the navigation guard, applied (SPEC §2 "Navigation guard")', () => {
  it("records whether the page is a menu page: 'menu=false' hides the sidebar", async () => {
    const router = renderApp('/system/param');
    expect(await screen.findByRole('table', { name: '参数管理' })).toBeInTheDocument();
    expect(within(sidebar()!).getByRole('link', { name: '参数管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await act(() => router.navigate('/system/param?menu=false'));
    await waitFor(() => expect(sidebar()).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: '参数管理' })).toBeInTheDocument();
  });

  it("opens a 'target' in a new window and stays where the user was", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = renderApp('/wel/index');
    await screen.findByRole('navigation', { name: '主菜单' });

    await act(() => router.navigate('/system/param?target=https://example.com/report'));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://example.com/report', '_blank', 'noopener,noreferrer'),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(address(router)).toBe('/wel/index');
    expect(screen.queryByRole('table', { name: '参数管理' })).not.toBeInTheDocument();
  });

  it("opens a 'target' a page was loaded with once, and shows the page", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = renderApp('/system/param?target=_blank&src=https://example.com/a');
    expect(await screen.findByRole('table', { name: '参数管理' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener,noreferrer');
    expect(address(router)).toBe('/system/param');
  });

  it("lets 'src' and 'name' override the tab's address and label, and the tab leads back", async () => {
    const user = userEvent.setup();
    const router = renderApp('/system/param');
    const param = await within(await screen.findByRole('navigation', { name: '主菜单' })).findByRole('link', {
      name: '参数管理',
      current: 'page',
    });
    const framed = '/myiframe/urlPath?src=https%3A%2F%2Fdocs.example%2Fguide.html&name=Guide';

    await act(() => router.navigate(framed));
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(await within(tabs).findByRole('button', { name: 'Guide' })).toBeInTheDocument();
    expect(useTabs.getState().active).toBe('https://docs.example/guide.html');
    // The page's address is the framed one: the page before is no longer the menu's current item.
    expect(param).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Guide');

    await act(() => router.navigate('/wel/index'));
    await user.click(within(tabs).getByRole('button', { name: 'Guide' }));
    await waitFor(() => expect(address(router)).toBe(framed));
  });

  it('shows a kept tab in the same task as its click, not a transition later', async () => {
    const router = renderApp('/wel/index');
    await screen.findByRole('navigation', { name: '主菜单' });
    await act(() => router.navigate('/myiframe/urlPath?src=https%3A%2F%2Fdocs.example%2Fa.html&name=A'));
    await act(() => router.navigate('/wel/index'));
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    const tab = await within(tabs).findByRole('button', { name: 'A' });

    // A plain DOM click, outside act(): only a synchronous (flushSync) navigation is committed by
    // the time click() returns; the router's default transition would still be waiting its turn.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    tab.click();
    quiet.mockRestore();
    expect(address(router)).toContain('/myiframe/urlPath');
    expect(tab).toHaveAttribute('aria-current', 'page');
  });

  it('adds no tab for a page without a name', async () => {
    const router = renderApp('/wel/index');
    await screen.findByRole('navigation', { name: '主菜单' });
    // A frame page has no name of its own: without the query 'name' it gets no tab.
    await act(() => router.navigate('/myiframe/urlPath?src=https%3A%2F%2Fdocs.example%2Fx.html'));
    await waitFor(() => expect(address(router)).toContain('/myiframe/'));
    expect(useTabs.getState().tabs.map((tab) => tab.value)).not.toContain('https://docs.example/x.html');
  });
});

describe('the top bar (SPEC §3 "avatar (a local logo image if empty)")', () => {
  it('shows the local logo for a user without an avatar', async () => {
    renderApp('/wel/index');
    // The bar comes a step after the menu (the shell's first frame is the menu's).
    await screen.findByRole('banner');
    expect(document.querySelector(`header img[src="${DEFAULT_AVATAR}"]`)).not.toBeNull();
  });
});

describe("the top bar's 首页 (issue 16, point 6)", () => {
  it('leads to the home page from any page, and shows the whole menu again', async () => {
    const user = userEvent.setup();
    const router = renderApp('/system/param');
    const topMenus = await screen.findByRole('navigation', { name: '顶部菜单' });
    await user.click(within(topMenus).getByRole('button', { name: '首页' }));
    await waitFor(() => expect(address(router)).toBe('/wel/index'));
    expect(useMenu.getState().topMenuId).toBeFalsy();
  });
});

describe('the full-screen toggle (SPEC §2 top bar)', () => {
  it('asks the browser for full screen, and shows it pressed while the page is full screen', async () => {
    const requestFullscreen = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', {
        value: document.documentElement,
        configurable: true,
      });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
    try {
      const user = userEvent.setup();
      renderApp('/wel/index');
      const toggle = await screen.findByRole('button', { name: '全屏' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user.click(toggle);
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
    }
  });
});

describe('a menu item whose page is not built yet', () => {
  it('shows a "not available" page inside the layout, with its tab, at its own address', async () => {
    store.submit('menu', {
      id: '9001',
      parentId: '0',
      code: 'unbuilt',
      name: '未建页面',
      alias: 'menu',
      path: '/system/unbuilt',
      source: '',
      sort: 0,
      category: 1,
      action: 0,
      isOpen: 1,
    });
    const router = renderApp('/system/unbuilt');
    expect(await screen.findByRole('heading', { name: '此页面尚未开放' })).toBeInTheDocument();
    expect(screen.getByText(/“未建页面”已在菜单中/)).toBeInTheDocument();
    expect(sidebar()).not.toBeNull();
    expect(address(router)).toBe('/system/unbuilt');
    expect(useTabs.getState().tabs.map((tab) => tab.value)).toContain('/system/unbuilt');
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(within(tabs).getByRole('button', { name: '未建页面' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the 404 in the shell for an address no menu item has; signed out, it ends on /404', async () => {
    const router = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: /页面不存在/ })).toBeInTheDocument();
    // The sidebar, the top bar and the address stay, to go on from.
    expect(address(router)).toBe('/no/such/page');
    expect(sidebar()).not.toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    signOutLocally();
    await act(() => router.navigate('/another/unknown/page'));
    await waitFor(() => expect(address(router)).toBe('/404'));
    expect(await screen.findByRole('heading', { name: /页面不存在/ })).toBeInTheDocument();
  });
});

describe('a switch of department or role (SPEC §4)', () => {
  it('reloads the menu and the button permissions', async () => {
    renderApp('/wel/index');
    await screen.findByRole('navigation', { name: '主菜单' });
    await waitFor(() => expect(useMenu.getState().permission.param_add).toBe(true));

    // The new role's menu: one area; its buttons: none.
    server.use(
      http.get(`${baseUrl}/blade-system/menu/routes`, () =>
        HttpResponse.json({
          code: 200,
          success: true,
          msg: '',
          data: [{ id: '1', parentId: '0', code: 'desk', name: '工作台', path: '/desk', children: [] }],
        }),
      ),
      http.get(`${baseUrl}/blade-system/menu/buttons`, () =>
        HttpResponse.json({ code: 200, success: true, msg: '', data: [] }),
      ),
    );
    // What SwitchDept does: refresh the token for the chosen pair, then publish the session.
    client.session.save({ ...getSessionSnapshot().user, role_id: '2' } as TokenResponse);
    await act(async () => refreshSessionSnapshot());

    await waitFor(() => expect(useMenu.getState().permission).toEqual({}));
    expect(useMenu.getState().menuAll.map((item) => item.code)).toEqual(['desk']);
    await waitFor(() =>
      expect(within(sidebar()!).queryByRole('button', { name: '系统管理' })).not.toBeInTheDocument(),
    );
  });
});

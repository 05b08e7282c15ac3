import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput, newWindowUrl } from './guard';

const signedIn: GuardInput = {
  path: '/system/param',
  name: 'console:route.param|参数管理',
  query: new URLSearchParams(),
  meta: {},
  hasTokenCookie: true,
  storedToken: 'jwt',
  isLocked: false,
};

describe('navigation guard (SPEC §2 "Navigation guard")', () => {
  it('with no token, public routes pass and console addresses ask to sign in, then come back (issue 36)', () => {
    const anonymous = { ...signedIn, hasTokenCookie: false, storedToken: '' };
    expect(decideNavigation({ ...anonymous, path: '/login', meta: { isAuth: false } })).toMatchObject({
      kind: 'pass',
    });
    expect(decideNavigation({ ...anonymous, path: '/system/user' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fuser',
    });
    expect(
      decideNavigation({ ...anonymous, path: '/system/user', query: new URLSearchParams('account=admin') }),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsystem%2Fuser%3Faccount%3Dadmin' });
    expect(decideNavigation({ ...anonymous, path: '/' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('signed in, /login goes to its redirect when that is a path of this site, else home (no open redirect)', () => {
    const at = (redirect: string) =>
      decideNavigation({ ...signedIn, path: '/login', query: new URLSearchParams({ redirect }) });
    expect(at('/system/user?account=admin')).toEqual({ kind: 'redirect', to: '/system/user?account=admin' });
    for (const outside of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'system/user',
      '/login',
    ])
      expect(at(outside)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('"Any unknown path redirects to /404" without a session: the catch-all is not a page to sign in for', () => {
    const anonymous = { ...signedIn, hasTokenCookie: false, storedToken: '' };
    const unknown = { path: '/no/such/page', name: '', meta: { catchAll: true } };
    expect(decideNavigation({ ...anonymous, ...unknown })).toEqual({ kind: 'redirect', to: '/404' });
    // Signed in, the frame's catch-all asks the menu (a menu item's page not built yet).
    expect(decideNavigation({ ...signedIn, ...unknown })).toMatchObject({ kind: 'pass' });
  });

  it('"A locked session redirects every route to the lock page"', () => {
    expect(decideNavigation({ ...signedIn, isLocked: true })).toEqual({ kind: 'redirect', to: '/lock' });
    expect(decideNavigation({ ...signedIn, isLocked: true, path: '/lock' })).toMatchObject({ kind: 'pass' });
  });

  it('keeps a session whose account must change its initial password on /change-password (issue 17)', () => {
    const pending = { ...signedIn, mustChangePassword: true };
    expect(decideNavigation(pending)).toEqual({ kind: 'redirect', to: '/change-password' });
    expect(decideNavigation({ ...pending, path: '/wel/index' })).toEqual({
      kind: 'redirect',
      to: '/change-password',
    });
    expect(decideNavigation({ ...pending, path: '/change-password' })).toMatchObject({
      kind: 'pass',
      addTab: false,
    });
    // Once changed, the page is left for the console.
    expect(decideNavigation({ ...signedIn, path: '/change-password' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('"Visiting /login redirects to /"', () => {
    expect(decideNavigation({ ...signedIn, path: '/login' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('"An empty stored token causes a local logout and a redirect to /login"', () => {
    expect(decideNavigation({ ...signedIn, storedToken: '' })).toEqual({
      kind: 'redirect',
      to: '/login',
      logout: true,
    });
  });

  it('adds a tab "unless the route meta disables tabs or the path or name is empty"', () => {
    expect(decideNavigation(signedIn)).toMatchObject({ kind: 'pass', addTab: true });
    expect(decideNavigation({ ...signedIn, meta: { isTab: false } })).toMatchObject({ addTab: false });
    expect(decideNavigation({ ...signedIn, name: '' })).toMatchObject({ addTab: false });
    expect(decideNavigation({ ...signedIn, name: undefined })).toMatchObject({ addTab: false });
    // A page without a name of its own gets one from the query.
    expect(
      decideNavigation({ ...signedIn, name: '', query: new URLSearchParams('name=Docs') }),
    ).toMatchObject({ addTab: true, label: 'Docs' });
  });

  it('records the menu flag from the meta or the query "menu"', () => {
    expect(decideNavigation(signedIn)).toMatchObject({ isMenu: true });
    expect(decideNavigation({ ...signedIn, meta: { menu: false } })).toMatchObject({ isMenu: false });
    expect(decideNavigation({ ...signedIn, query: new URLSearchParams('menu=false') })).toMatchObject({
      isMenu: false,
    });
  });

  it('"A query \'target\' opens the address in a new window"; "src" or "name" override address and label', () => {
    expect(
      decideNavigation({ ...signedIn, query: new URLSearchParams('target=https://example.com') }),
    ).toEqual({ kind: 'open-window', url: 'https://example.com' });
    expect(
      decideNavigation({ ...signedIn, query: new URLSearchParams('src=https://a.example&name=Docs') }),
    ).toMatchObject({ kind: 'pass', src: 'https://a.example', label: 'Docs' });
    // Without them the page's own name labels the tab and the path is its address.
    expect(decideNavigation(signedIn)).toMatchObject({ label: signedIn.name, src: undefined });
    // The target is the address when there is no src.
    expect(newWindowUrl(new URLSearchParams('target=https://a.example/x'))).toBe('https://a.example/x');
    expect(newWindowUrl(new URLSearchParams('target=_blank&src=https://a.example'))).toBe(
      'https://a.example',
    );
    expect(newWindowUrl(new URLSearchParams('src=https://a.example'))).toBeUndefined();
  });

  it('labels public pages too, for the page title', () => {
    const anonymous = { ...signedIn, hasTokenCookie: false, storedToken: '', name: 'console:menu.login' };
    expect(decideNavigation({ ...anonymous, path: '/login', meta: { isAuth: false } })).toMatchObject({
      kind: 'pass',
      addTab: false,
      label: 'console:menu.login',
    });
  });

  it('never opens a window for a javascript: or data: address', () => {
    for (const src of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<b>x</b>']) {
      expect(
        decideNavigation({ ...signedIn, query: new URLSearchParams({ target: '1', src }) }),
      ).toMatchObject({
        kind: 'pass',
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput } from './guard';

const signedIn: GuardInput = {
  path: '/system/param',
  query: new URLSearchParams(),
  meta: {},
  hasTokenCookie: true,
  storedToken: 'jwt',
  isLocked: false,
};

describe('navigation guard (SPEC §2 "Navigation guard")', () => {
  it('"With no token, routes flagged as not needing authentication pass and all others go to /Home"', () => {
    const anonymous = { ...signedIn, hasTokenCookie: false, storedToken: '' };
    expect(decideNavigation({ ...anonymous, path: '/login', meta: { isAuth: false } })).toMatchObject({
      kind: 'pass',
    });
    expect(decideNavigation({ ...anonymous, path: '/wel/index' })).toEqual({ kind: 'redirect', to: '/Home' });
  });

  it('"A locked session redirects every route to the lock page"', () => {
    expect(decideNavigation({ ...signedIn, isLocked: true })).toEqual({ kind: 'redirect', to: '/lock' });
    expect(decideNavigation({ ...signedIn, isLocked: true, path: '/lock' })).toMatchObject({ kind: 'pass' });
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

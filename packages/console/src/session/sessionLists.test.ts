import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../stores/tabs');
  vi.doUnmock('../stores/menu');
  vi.resetModules();
});

describe('the lists a session leaves (tabs, menus)', () => {
  it('are cleared at sign-in and sign-out without loading their stores (the sign-in page does not)', async () => {
    vi.resetModules();
    const loaded: string[] = [];
    vi.doMock('../stores/tabs', () => {
      loaded.push('tabs');
      return {};
    });
    vi.doMock('../stores/menu', () => {
      loaded.push('menu');
      return {};
    });
    const { storage } = await import('./core');
    const { signedIn, signOutLocally } = await import('./session');
    storage.setStore({ name: 'tagList', content: [{ label: 'x', value: '/system/user' }] });
    storage.setStore({ name: 'menu', content: [{ id: '1' }] });
    storage.setStore({ name: 'permission', content: { add: true }, type: 'session' });

    signedIn({ access_token: 'a1', refresh_token: 'r1' } as never);
    expect(storage.getStore({ name: 'tagList' })).toBeUndefined();
    expect(storage.getStore({ name: 'menu' })).toEqual([{ id: '1' }]);

    signOutLocally();
    expect(storage.getStore({ name: 'menu' })).toBeUndefined();
    expect(storage.getStore({ name: 'permission' })).toBeUndefined();
    expect(loaded).toEqual([]);
  });

  it('reach the stores once loaded: a sign-out empties the menu in memory too', async () => {
    vi.resetModules();
    const { useMenu } = await import('../stores/menu');
    const { signOutLocally } = await import('./session');
    useMenu.setState({ menu: [{ id: '1' } as never], permission: { add: true } });

    signOutLocally();
    expect(useMenu.getState().menu).toEqual([]);
    expect(useMenu.getState().permission).toEqual({});
  });
});

import type { Menu, TokenResponse } from '@blade-console/blade-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../session/client';
import { refreshSessionSnapshot, signedIn, signOutLocally } from '../session/session';
import { useMenu } from './menu';

const user = (partial: Partial<TokenResponse>) =>
  ({ access_token: 'a', refresh_token: 'r', role_id: '1', dept_id: '10', ...partial }) as TokenResponse;

function spyOnMenuCalls() {
  const menu = [{ id: '1', parentId: '0', code: 'desk', name: '工作台', path: '/desk' }] as Menu[];
  const buttons = [{ ...menu[0]!, children: [{ id: '2', parentId: '1', code: 'notice_add', path: '' }] }];
  return {
    routes: vi.spyOn(client.system.menu, 'routes').mockResolvedValue(menu),
    buttons: vi.spyOn(client.system.menu, 'buttons').mockResolvedValue(buttons as Menu[]),
  };
}

afterEach(() => {
  signOutLocally();
  vi.restoreAllMocks();
});

describe('the menu store and the session (SPEC §4 "Switching department or role … then goes to /")', () => {
  it('reloads the menu and the buttons when the role or the department changes', async () => {
    signedIn(user({}));
    const calls = spyOnMenuCalls();

    client.session.save(user({ access_token: 'b', role_id: '2' }));
    refreshSessionSnapshot();
    await vi.waitFor(() => expect(useMenu.getState().permission).toEqual({ notice_add: true }));
    expect(calls.routes).toHaveBeenCalledTimes(1);
    expect(useMenu.getState()).toMatchObject({ status: 'loaded', menuAll: [{ code: 'desk' }] });

    client.session.save(user({ access_token: 'c', role_id: '2', dept_id: '20' }));
    refreshSessionSnapshot();
    await vi.waitFor(() => expect(calls.buttons).toHaveBeenCalledTimes(2));
    expect(calls.routes).toHaveBeenCalledTimes(2);
  });

  it('does not reload for a token refresh of the same pair, a sign-in or a logout', async () => {
    const calls = spyOnMenuCalls();
    signedIn(user({}));
    client.session.save(user({ access_token: 'b' }));
    refreshSessionSnapshot();
    signOutLocally();
    await Promise.resolve();
    expect(calls.routes).not.toHaveBeenCalled();
  });
});

import type { TokenResponse } from '@blade-console/blade-client';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabs, welcomeTab } from '../stores/tabs';
import { storage } from './client';
import { getSessionSnapshot, lock, signedIn, signOutLocally, unlock } from './session';

const token = {
  access_token: 'a1',
  refresh_token: 'r1',
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: '1123598821738675201',
  account: 'admin',
  user_name: 'admin',
  nick_name: '管理员',
} as TokenResponse;

afterEach(() => signOutLocally());

describe('session (SPEC §4 "Session", "Lock")', () => {
  it('after sign-in stores tokens, tenant and user, resets the tabs to the welcome tab and clears the lock', () => {
    useTabs.getState().open({ label: 'x', value: '/system/user' });
    expect(useTabs.getState().tabs).toHaveLength(2);
    lock('pw');
    expect(getSessionSnapshot().isLocked).toBe(true);

    signedIn(token);

    const session = getSessionSnapshot();
    expect(session.token).toBe('a1');
    expect(session.isLocked).toBe(false);
    expect(session.user).toMatchObject({ tenant_id: '000000', account: 'admin' });
    expect(storage.getToken()).toBe('a1');
    expect(storage.getRefreshToken()).toBe('r1');
    expect(useTabs.getState().tabs).toEqual([welcomeTab]);
    // The lock password went with the lock: a new lock needs a new password.
    expect(unlock('pw')).toBe(false);
  });

  it('unlocks only with the lock password', () => {
    signedIn(token);
    lock('secret');
    expect(unlock('wrong')).toBe(false);
    expect(getSessionSnapshot().isLocked).toBe(true);
    expect(unlock('secret')).toBe(true);
    expect(getSessionSnapshot().isLocked).toBe(false);
  });

  it('a local logout clears tokens, user, tabs and both cookies', () => {
    signedIn(token);
    useTabs.getState().open({ label: 'x', value: '/system/user' });
    signOutLocally();
    expect(getSessionSnapshot()).toMatchObject({ token: '', user: undefined, isLocked: false });
    expect(storage.getToken()).toBeFalsy();
    expect(storage.getRefreshToken()).toBeFalsy();
    expect(useTabs.getState().tabs).toEqual([welcomeTab]);
  });
});

import type { TokenResponse } from '@blade-console/blade-client';
import { useSyncExternalStore } from 'react';
import { clearDataCache } from '../data/cache';
import { useMenu } from '../stores/menu';
import { useTabs } from '../stores/tabs';
import { client, onUnauthorized, storage } from './client';
import { emitSessionUserChange } from './sessionEvents';

/**
 * The signed-in user and the lock, as one small external store: React components read it with
 * `useSession()`, the router guard reads it synchronously with `getSessionSnapshot()`.
 */
export interface SessionSnapshot {
  token: string;
  user: Partial<TokenResponse> | undefined;
  isLocked: boolean;
}

const LOCK_KEY = 'isLock';
const LOCK_PASSWORD_KEY = 'lockPasswd';

/** Re-reads the session after something outside this module changed it (a token refresh). */
export function refreshSessionSnapshot(): void {
  publish();
}

function read(): SessionSnapshot {
  return {
    // The stored token record, not the cookie: a cookie without it means the session is gone.
    token: storage.getStore<string>({ name: 'token' }) ?? '',
    user: storage.getStore<Partial<TokenResponse>>({ name: 'userInfo' }),
    isLocked: storage.getStore<boolean>({ name: LOCK_KEY }) === true,
  };
}

let snapshot = read();
const listeners = new Set<() => void>();
function publish(): void {
  const previous = snapshot;
  snapshot = read();
  for (const listener of listeners) listener();
  emitSessionUserChange(snapshot.user, previous.user);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/** A token cookie is present (the guard's first question, SPEC §2). */
export function hasTokenCookie(): boolean {
  return Boolean(storage.getToken());
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

/** The lock password, when the user has set one this browser session. */
export function lockPassword(): string | undefined {
  return storage.getStore<string>({ name: LOCK_PASSWORD_KEY }) || undefined;
}

/** Locks the session with `password`: every route goes to /lock until it is given again. */
export function lock(password: string): void {
  storage.setStore({ name: LOCK_PASSWORD_KEY, content: password, type: 'session' });
  storage.setStore({ name: LOCK_KEY, content: true, type: 'session' });
  publish();
}

/** Unlocks when `password` is the lock password; false (and still locked) otherwise. */
export function unlock(password: string): boolean {
  if (password !== lockPassword()) return false;
  storage.removeStore({ name: LOCK_KEY, type: 'session' });
  publish();
  return true;
}

/** Lock flag and password are kept per browser session (SPEC §4 "Lock"). */
export function clearLock(): void {
  storage.removeStore({ name: LOCK_KEY, type: 'session' });
  storage.removeStore({ name: LOCK_PASSWORD_KEY, type: 'session' });
}

/**
 * After sign-in: tokens, tenant id and user info stored, tabs reset to the welcome tab and the lock
 * cleared (SPEC §4 "Session").
 */
export function signedIn(response: TokenResponse): void {
  client.session.save(response);
  useTabs.getState().reset();
  clearLock();
  publish();
}

/**
 * Local logout: clears tokens, menus, roles (the user info) and tabs, both token cookies and the
 * lock, without calling the server (SPEC §4: what a federated logout does).
 */
export function signOutLocally(): void {
  client.session.clear();
  clearDataCache();
  useMenu.getState().reset();
  useTabs.getState().reset();
  clearLock();
  publish();
}

/** Logout: tells the server, then clears everything locally whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await client.auth.logout();
  } catch {
    // The session ends locally even when the server cannot be reached.
  }
  signOutLocally();
}

// SPEC §8: a 401 forces a logout and a redirect to /login.
onUnauthorized(() => {
  signOutLocally();
  if (window.location.pathname !== '/login') window.location.assign('/login');
});

import type { TokenResponse } from '@blade-console/blade-client';
import { useSyncExternalStore } from 'react';
import { clearDataCache } from '../data/cache';
import { core, onUnauthorized, storage } from './core';
import { emitSessionUserChange, type SessionUser } from './sessionEvents';
import { clearSessionList, forgetSessionList } from './sessionLists';
import { tellOtherTabs } from './tabChannel';

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

/**
 * Who a session is: tenant, user, department and role. Another identity is another session as far
 * as a tab is concerned (its data, menus and lock belong to the one before).
 */
export function identityOf(user: SessionUser): string {
  return user ? [user.tenant_id, user.user_id, user.dept_id, user.role_id].join('|') : '';
}

let snapshot = read();
const listeners = new Set<() => void>();
/** Takes the stored session as this tab's; `fromHere`: this tab changed it, so the others hear of it. */
function publish(fromHere = true): void {
  const previous = snapshot;
  snapshot = read();
  // A new identity starts with no cached answers of the last one.
  if (identityOf(snapshot.user) !== identityOf(previous.user)) clearDataCache();
  for (const listener of listeners) listener();
  emitSessionUserChange(snapshot.user, previous.user);
  if (fromHere && (snapshot.token !== previous.token || snapshot.user !== previous.user))
    tellOtherTabs('session');
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/** The token record as stored now, whichever tab wrote it (this tab's copy may lag behind). */
export function storedToken(): string {
  return storage.getStore<string>({ name: 'token' }) ?? '';
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
  storeSignIn(response)();
}

/**
 * The sign-in in two steps: the session is stored now (the SDK's calls carry its token), and the
 * app, the guard included, hears of it only when the returned function is called. The sign-in page
 * fetches the menu in between, so that the console opens with its sidebar rather than before it.
 */
export function storeSignIn(response: TokenResponse): () => void {
  core.session.save(response);
  clearSessionList('tabs');
  clearLock();
  return () => publish();
}

/**
 * Local logout: clears tokens, menus, roles (the user info) and tabs, both token cookies and the
 * lock, without calling the server (SPEC §4: what a federated logout does).
 */
export function signOutLocally(): void {
  core.session.clear();
  clearDataCache();
  clearSessionList('menu');
  clearSessionList('tabs');
  clearLock();
  publish();
}

/** What another tab did to the session, as `followStoredSession` sees it. */
export type OtherTabChange = 'none' | 'updated' | 'signed-out' | 'identity';

/**
 * Compares the session another tab stored with the one this tab shows. The same identity with a
 * new token or user info (a refresh, an edited profile) is taken at once. A sign-out or another
 * identity is only reported: what this tab shows belongs to the session before, and the caller
 * drops it (`forgetSession`) and leaves the page.
 */
export function followStoredSession(): OtherTabChange {
  const stored = read();
  // The other tab writes the token before the user info: wait for the write that completes it.
  if (stored.token && stored.user?.access_token !== stored.token) return 'none';
  if (!stored.token) return snapshot.token ? 'signed-out' : 'none';
  if (!snapshot.token || identityOf(stored.user) !== identityOf(snapshot.user)) return 'identity';
  if (stored.token === snapshot.token && JSON.stringify(stored.user) === JSON.stringify(snapshot.user)) {
    return 'none';
  }
  publish(false);
  return 'updated';
}

/**
 * Drops what this tab holds of a session another tab ended or replaced: cached answers, menus,
 * tabs and this tab's lock. The shared storage is left alone: it is the other tab's now.
 */
export function forgetSession(): void {
  clearDataCache();
  forgetSessionList('menu');
  forgetSessionList('tabs');
  clearLock();
}

/** Takes whatever is stored now as this tab's session, without telling the others (they did it). */
export function adoptStoredSession(): void {
  publish(false);
}

/** Ends the session in every tab and goes to /login (a refused token, a 401). */
export function signOutAndLeave(): void {
  signOutLocally();
  if (window.location.pathname !== '/login') pageExit.leave('/login');
}

/** How a tab leaves its page for good: a full load, so nothing of the last session stays in memory. */
export const pageExit = {
  leave(path: string): void {
    window.location.replace(path);
  },
};

/** Logout: tells the server, then clears everything locally whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await core.auth.logout();
  } catch {
    // The session ends locally even when the server cannot be reached.
  }
  signOutLocally();
}

// SPEC §8: a 401 forces a logout and a redirect to /login — when it refused the token that is
// stored (the cookie every call sends). A call that carried a token another tab has replaced while
// it was on its way proves nothing about the current session: the tab follows the stored one.
onUnauthorized((sent) => {
  if (sent.token !== storage.getToken()) return;
  signOutAndLeave();
});

import { type BladeSession, isRefreshRefused, type RefreshGrantInput } from '@blade-console/blade-client';
import { useEffect } from 'react';
import { website } from '../config';
import { core } from './core';
import { refreshSessionSnapshot, signOutAndLeave } from './session';

/**
 * The one way the console refreshes its session: the 10 s timer, a switch of department or role.
 * The SDK refreshes under the lock the browser's tabs share and skips the request when another tab
 * has just done it; the new session is then published here, and so announced to the other tabs.
 * A refusal ends the session in every tab and goes to /login: the SDK passes one on only while the
 * refused token is still the stored one. Any other failure (the network) is left to the caller.
 */
export async function refreshSession(input?: Pick<RefreshGrantInput, 'deptId' | 'roleId'>): Promise<void> {
  try {
    await core.session.refresh(input);
  } catch (error) {
    if (isRefreshRefused(error)) signOutAndLeave();
    throw error;
  }
  refreshSessionSnapshot();
}

export interface TokenRefreshOptions {
  session?: Pick<BladeSession, 'getToken' | 'isRefreshing' | 'isDue'>;
  /** Check period in ms (SPEC §9: 10 000). */
  interval?: number;
  /** Token age in seconds that triggers a refresh (SPEC §9: 3000). */
  tokenTime?: number;
  /** What a due token runs (default `refreshSession`). */
  refresh?: () => Promise<void>;
}

/**
 * SPEC §4 "Token refresh": every 10 s, when the token is as old as the token time and no refresh
 * is running, it is refreshed. The age is the stored token's, which every tab shares: once one tab
 * has refreshed, the others find the token young again. Returns a stop function.
 */
export function startTokenRefresh({
  session = core.session,
  interval = website.refreshCheckMs,
  tokenTime = website.tokenTime,
  refresh = refreshSession,
}: TokenRefreshOptions = {}): () => void {
  const timer = setInterval(() => {
    if (!session.getToken() || session.isRefreshing()) return;
    if (!session.isDue(Date.now(), tokenTime)) return;
    // A refusal has ended the session by now; a network failure waits for the next tick.
    refresh().catch(() => {});
  }, interval);
  return () => clearInterval(timer);
}

/**
 * Runs the token refresh for the whole app while a session exists: on every page, the lock page
 * and the public ones included, so a long lock does not end in a 401 on unlock.
 */
export function useTokenRefresh(hasSession: boolean): void {
  useEffect(() => {
    if (!hasSession) return;
    return startTokenRefresh();
  }, [hasSession]);
}

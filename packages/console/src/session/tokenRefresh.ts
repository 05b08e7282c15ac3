import { type BladeSession, isBladeApiError } from '@blade-console/blade-client';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { website } from '../config';
import { client } from './client';
import { refreshSessionSnapshot, signOutLocally } from './session';

export interface TokenRefreshOptions {
  session?: Pick<BladeSession, 'getToken' | 'isRefreshing' | 'isDue' | 'refresh'>;
  /** Check period in ms (SPEC §9: 10 000). */
  interval?: number;
  /** Token age in seconds that triggers a refresh (SPEC §9: 3000). */
  tokenTime?: number;
  /** After a refresh: the new tokens and user info are stored. */
  onRefreshed: () => void;
  /** The server refused the refresh token (expired, revoked): the session is over. */
  onRejected: () => void;
}

/**
 * SPEC §4 "Token refresh": every 10 s, when the token is as old as the token time and no refresh
 * is running, it is refreshed (the SDK's `refresh` is single-flight, so a switch of department
 * or a 401 retry in flight at the same time costs no second call). Returns a stop function.
 */
export function startTokenRefresh({
  session = client.session,
  interval = website.refreshCheckMs,
  tokenTime = website.tokenTime,
  onRefreshed,
  onRejected,
}: TokenRefreshOptions): () => void {
  const timer = setInterval(() => {
    if (!session.getToken() || session.isRefreshing()) return;
    if (!session.isDue(Date.now(), tokenTime)) return;
    session.refresh().then(onRefreshed, (error: unknown) => {
      // A refused refresh token ends the session: retrying every 10 s cannot succeed. A network
      // failure is left to the next tick.
      if (isBladeApiError(error) && (error.code === 400 || error.code === 401)) onRejected();
    });
  }, interval);
  return () => clearInterval(timer);
}

/**
 * Runs the token refresh for the whole app while a session exists: on every page, the lock page
 * and the public ones included, so a long lock does not end in a 401 on unlock. A refresh
 * publishes the new session (the top bar shows the fresh user info).
 */
export function useTokenRefresh(hasSession: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasSession) return;
    return startTokenRefresh({
      onRefreshed: refreshSessionSnapshot,
      onRejected: () => {
        signOutLocally();
        navigate('/login', { replace: true });
      },
    });
  }, [hasSession, navigate]);
}

import type { TokenResponse } from '@blade-console/blade-client';

/** The signed-in user as the session stores it (the token answer). */
export type SessionUser = Partial<TokenResponse> | undefined;

type Listener = (user: SessionUser, previous: SessionUser) => void;

/**
 * Who is told when the session's user changes (sign-in, logout, token refresh, a department or
 * role switch). Its own module without imports, so stores the session module uses (the menu) can
 * listen without an import cycle.
 */
const listeners = new Set<Listener>();

export function onSessionUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionUserChange(user: SessionUser, previous: SessionUser): void {
  for (const listener of listeners) listener(user, previous);
}

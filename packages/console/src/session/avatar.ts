import type { TokenResponse } from '@blade-console/blade-client';

/** The console's own logo (public/favicon.svg), served with the app. */
export const DEFAULT_AVATAR = `${import.meta.env?.BASE_URL ?? '/'}favicon.svg`;

/** SPEC §3 "Session user info": the avatar, "a local logo image if empty". */
export function userAvatar(user: Partial<Pick<TokenResponse, 'avatar'>> | undefined): string {
  return user?.avatar || DEFAULT_AVATAR;
}

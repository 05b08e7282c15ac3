import { loadFirstPage, loadSignedInFrame } from '../../router/signedInFrame';
import { core } from '../../session/core';

/**
 * Fetches what a sign-in needs next, as the person starts on the form (focus, pointer, key): the
 * password's hashing first (the token request waits for it), then the signed-in frame and the first
 * page, so the console opens as soon as the token and the menu are in instead of downloading then.
 * Each is one download however often asked for; a failure is tried again when the sign-in needs it.
 */
export function prepareSignIn(): void {
  const ignore = () => {};
  core.auth.preparePasswordGrant().catch(ignore);
  loadSignedInFrame().catch(ignore);
  loadFirstPage().catch(ignore);
}

import { loadFirstPage, loadSignedInFrame } from '../../router/signedInFrame';
import { core } from '../../session/core';

const ignore = () => {};

/**
 * Fetches what a sign-in needs next, as the person starts on the form (focus, pointer, key): the
 * password's hashing first and alone (the token request waits for it: behind the shell's chunks it
 * took hundreds of ms on a loaded machine), then `more` (the console's router), the signed-in frame
 * and the first page, so the console opens as soon as the token and the menu are in instead of
 * downloading then. Each is one download however often asked for; a failure is tried again when the
 * sign-in needs it.
 */
export function prepareSignIn(more: () => Promise<unknown>): void {
  core.auth
    .preparePasswordGrant()
    .catch(ignore)
    .then(() => {
      more().catch(ignore);
      loadSignedInFrame().catch(ignore);
      loadFirstPage().catch(ignore);
    });
}

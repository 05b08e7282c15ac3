import {
  type BladeUnauthorizedError,
  createBladeCore,
  createBladeStorage,
  parseDialect,
  type SentCredentials,
} from '@blade-console/blade-client';
import { getLocale, message } from '@blade-console/ui';
import { website } from '../config';

/** The console's storage: `saber-` prefixed records and the two token cookies (SPEC §9). */
export const storage = createBladeStorage({ prefix: website.storagePrefix });

// The region import dialog shows its (multi-line, per-row) refusal itself. The token path is the
// build's dialect's; a 4.x sign-in reads the public key first, and the form says when that fails.
const selfReporting = () => [
  core.auth.tokenPath,
  '/blade-auth/public-key',
  '/blade-user/register-guest',
  '/blade-system/region/import-region',
];

/** Where a 401 sends the user: the session store registers the real handler at start-up. */
let unauthorizedHandler: (sent: SentCredentials, error: BladeUnauthorizedError) => void = () => {};
export function onUnauthorized(
  handler: (sent: SentCredentials, error: BladeUnauthorizedError) => void,
): void {
  unauthorizedHandler = handler;
}

/**
 * The core of the app's one SDK instance (http, storage, auth, session: what /login and the session
 * need): base `/api`, Basic client header, `Blade-Auth` token header, the build's dialect. The resources come with
 * `./client`, which the signed-in pages import (the first chunk then does not carry them).
 */
export const core = createBladeCore({
  storage,
  clientId: website.clientId,
  clientSecret: website.clientSecret,
  dialect: parseDialect(website.dialect),
  ...(website.sm2PublicKey ? { sm2PublicKey: website.sm2PublicKey } : {}),
  onUnauthorized: (error, sent) => unauthorizedHandler(sent, error),
  // The server's messages, exports and reports come in the language the console is shown in.
  language: () => getLocale(),
  // SPEC §8: a failing code shows the server's message as a toast. The sign-in form and the guest
  // registration dialog say it themselves, so their calls are left out.
  onError: (error) => {
    if (!selfReporting().some((path) => error.url?.includes(path))) message.error(error.message);
  },
});

import { createBladeClient, createBladeStorage } from '@blade-console/blade-client';
import { website } from '../config';

/** The console's storage: `saber-` prefixed records and the two token cookies (SPEC §9). */
export const storage = createBladeStorage({ prefix: website.storagePrefix });

/** Where a 401 sends the user: the session store registers the real handler at start-up. */
let unauthorizedHandler: () => void = () => {};
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The one SDK instance of the app: base `/api`, Basic client header, `Blade-Auth` token header. */
export const client = createBladeClient({
  storage,
  clientId: website.clientId,
  clientSecret: website.clientSecret,
  onUnauthorized: () => unauthorizedHandler(),
});

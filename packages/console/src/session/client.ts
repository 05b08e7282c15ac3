import { withBladeApis } from '@blade-console/blade-client';
import { core } from './core';

export { onUnauthorized, storage } from './core';

/**
 * The one SDK instance of the app: `core` (the same http, storage, auth and session) with every
 * resource. Imported by the signed-in pages; what /login runs uses `core`, or loads this module
 * when it needs a resource call (the menu store, the tenant of the site address).
 */
export const client = withBladeApis(core);

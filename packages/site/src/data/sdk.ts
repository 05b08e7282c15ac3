import { type BladeClient, createBladeClient } from '@blade-console/blade-client';

/**
 * The SDK the site's browser calls use. A module of its own, loaded by `siteClient()`: a dynamic
 * import of the SDK's index would keep every export of it in the chunk of an app that also
 * imports part of it statically (the console's /login).
 */
export function createSiteSdk(): BladeClient {
  return createBladeClient({ timeout: 15_000 });
}

import { type BladeClient, createBladeClient } from '@blade-console/blade-client';
import { getLocale } from '@blade-console/ui';

/**
 * The SDK the site's browser calls use. A module of its own, loaded by `siteClient()`: a dynamic
 * import of the SDK's index would keep every export of it in the chunk of an app that also
 * imports part of it statically (the console's /login).
 */
export function createSiteSdk(): BladeClient {
  // The server's messages (an order refused, a message not sent) in the language the visitor reads.
  return createBladeClient({ timeout: 15_000, language: () => getLocale() });
}

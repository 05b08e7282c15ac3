import type { SiteReads } from '@blade-console/blade-client/types';
import { i18n } from '@blade-console/ui/i18n';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach } from 'vitest';
import { SiteProviders } from '../app/SiteProviders';
import type { SiteLoadContext } from '../data/context';
import { registerSiteStrings } from '../i18n';
import { siteRoutes } from '../routes';

registerSiteStrings();
// Each test starts from an empty document.
afterEach(() => cleanup());

/** A component of the site in its providers, under a router (for its links). */
export function renderInSite(ui: ReactNode) {
  return render(
    <SiteProviders i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteProviders>,
  );
}

/**
 * The site's real routes at `path`, with its providers, loading their data from `reads` as the
 * server does (the load context), so a test needs no HTTP. Answers the router.
 */
export function renderSite(path: string, reads: Partial<SiteReads>, lang: 'zh' | 'en' = 'zh') {
  const context: SiteLoadContext = { siteReads: reads as SiteReads, lang };
  // Every loader gets `context`, as the server's static handler gives it.
  const router = createMemoryRouter(siteRoutes, {
    initialEntries: [path],
    getContext: () => context as never,
  });
  render(
    <SiteProviders i18n={i18n}>
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  return router;
}

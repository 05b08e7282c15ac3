import { Spinner } from '@blade-console/ui';

/**
 * The site route's HydrateFallback: shown while a page started without server rendering (the
 * console's website routes, the site's development server) loads its layout and page chunks. A
 * server-rendered page never shows it: its chunks are loaded before hydrating.
 */
export function SiteLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner size="large" />
    </div>
  );
}

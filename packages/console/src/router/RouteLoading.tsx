import { Spinner } from '@blade-console/ui';

/**
 * What a full page load shows until its lazy routes (the signed-in frame, the page) have arrived:
 * the root route's HydrateFallback. A status a screen reader announces, centred in the window,
 * instead of a blank page.
 */
export function RouteLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner size="large" />
    </div>
  );
}

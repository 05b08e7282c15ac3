import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from '../components/Toast/store';

// The toaster's module (the toasts, their styles and glyphs) is a chunk of its own, loaded with the
// first `message.*`: a page that shows no message does not download it (about 1.8 KB gzip).
const Toaster = lazy(() =>
  import('../components/Toast/Toaster').then((module) => ({ default: module.Toaster })),
);

/** UiProvider's `<Toaster />`, rendered from the first message on. */
export function ToasterOnDemand() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  const [wanted, setWanted] = useState(false);
  // Once wanted, it stays: the last toast's dismissal must not unmount the region it leaves from.
  if (toasts.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
const snapshot = () => document.fullscreenElement != null;
const serverSnapshot = () => false;

/**
 * Whether the page is full screen, and a toggle for the top bar's button. The state follows the
 * browser (Esc or F11 leave full screen without our button), so it is read from the document.
 */
export function useFullscreen(): [boolean, () => void] {
  const fullscreen = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  }, []);
  return [fullscreen, toggle];
}

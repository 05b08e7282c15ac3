import { useUiTranslation } from '../../i18n/uiStrings';
import { Bar } from './NavigationProgress.styles';

/** How long a navigation runs before its bar shows: a quicker one shows nothing (no flash). */
export const NAVIGATION_PROGRESS_DELAY_MS = 150;

export interface NavigationProgressProps {
  /** Whether the next page is loading (e.g. the router's navigation is not idle). */
  active: boolean;
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /** Milliseconds before the bar shows; {@link NAVIGATION_PROGRESS_DELAY_MS} unless told. */
  delayMs?: number;
}

/**
 * The bar at the top of the window while the next page loads (Saber's NProgress, GitHub's and
 * YouTube's top bar): the previous page stays up meanwhile, and without it a click that waits for
 * a page's code looked ignored. Indeterminate, as the wait's length is unknown.
 */
export function NavigationProgress({
  active,
  label,
  delayMs = NAVIGATION_PROGRESS_DELAY_MS,
}: NavigationProgressProps) {
  const { t } = useUiTranslation('ui');
  if (!active) return null;
  return <Bar role="progressbar" aria-label={label ?? t('common.loading')} $delay={delayMs} />;
}

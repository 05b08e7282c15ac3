import { NavigationProgress } from '@blade-console/ui';
import { useNavigation } from 'react-router-dom';

/**
 * The bar at the top while a navigation waits for its page (the route loads a page's code before
 * showing it, router/loadedFirst.ts, and keeps the previous page up meanwhile). Its own component,
 * so the navigation's state re-renders the bar alone, not the shell.
 */
export function PageLoadingBar() {
  return <NavigationProgress active={useNavigation().state === 'loading'} />;
}

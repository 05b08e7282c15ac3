export {
  NAVIGATION_PROGRESS_DELAY_MS,
  NavigationProgress,
  type NavigationProgressProps,
} from './NavigationProgress';

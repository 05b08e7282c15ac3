/**
 * The performance mark the console sets when its own code starts running (main.tsx). The wire bench
 * compares /login's first contentful paint with it: whether the pre-rendered form painted before
 * any of the app's script ran (issue 43).
 */
export const APP_START_MARK = 'console:start';

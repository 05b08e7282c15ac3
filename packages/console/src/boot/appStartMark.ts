/**
 * The performance mark the console sets when its own code starts running (main.tsx). The first-paint
 * test and the bench compare /login's first contentful paint with it: the pre-rendered form paints
 * before any of the app's script runs (issue 43).
 */
export const APP_START_MARK = 'console:start';

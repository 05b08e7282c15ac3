import { useEffect, useRef } from 'react';
import { adoptStoredSession, clearLock, followStoredSession, forgetSession, pageExit } from './session';
import { onOtherTabs } from './tabChannel';

/**
 * Keeps this tab in step with the others of the browser (issue 24). A refresh or an edited profile
 * elsewhere is taken as is. A sign-out elsewhere sends a console page to /login, another user,
 * tenant, department or role to / — by a full page load, so nothing the last session showed stays
 * on screen or in memory. A page of the public website stays where it is. Language, theme and
 * colour follow too; the screen lock does not (it is per tab, SPEC §4).
 */
export function useOtherTabs(onPublicPage: boolean): void {
  const publicPage = useRef(onPublicPage);
  publicPage.current = onPublicPage;
  useEffect(
    () =>
      onOtherTabs((news) => {
        // On demand: switching the theme's colour needs colord, which the sign-in page does not load.
        if (news === 'preferences')
          return void import('../stores/preferences').then((module) => module.followStoredPreferences());
        const change = followStoredSession();
        if (change === 'none' || change === 'updated') return;
        if (publicPage.current) {
          forgetSession();
          adoptStoredSession();
          return;
        }
        // Only the lock needs dropping (it lives in this tab's session storage): the full load
        // clears the rest. Nothing here may re-render the page first — with the new cookie and the
        // old session, the guard would take it for a broken session and clear the new one.
        clearLock();
        pageExit.leave(change === 'signed-out' ? '/login' : '/');
      }),
    [],
  );
}

import { useEffect, useRef } from 'react';
import { followStoredPreferences } from '../stores/preferences';
import { adoptStoredSession, followStoredSession, forgetSession, pageExit } from './session';
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
        if (news === 'preferences') return followStoredPreferences();
        const change = followStoredSession();
        if (change === 'none' || change === 'updated') return;
        forgetSession();
        if (publicPage.current) adoptStoredSession();
        else pageExit.leave(change === 'signed-out' ? '/login' : '/');
      }),
    [],
  );
}

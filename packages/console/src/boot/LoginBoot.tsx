import { useBootTranslation } from '@blade-console/ui';
import { useEffect, useMemo, useState } from 'react';
import type { SignInNavigation } from '../pages/Login/navigation';
import { prepareSignIn } from '../pages/Login/prepare';
import { SignInPage } from '../pages/Login/SignInPage';
import { LOGIN_PATH } from '../router/paths';
import { useOtherTabs } from '../session/useOtherTabs';

export interface LoginBootProps {
  /** Starts the console's download (router, shell, routes); resolves once it is there. */
  loadApp(): Promise<unknown>;
  /** Leaves the sign-in page for `to`, handing the page over to the console. */
  leave(to: string, replace: boolean): void;
  /** Starts the console at `to` ahead of `leave` (a sign-in's token is in); resolves once it is ready. */
  prepareLeave(to: string, replace: boolean): Promise<unknown>;
}

/** The interactions after which the person is likely to sign in (or leave): the console is fetched then. */
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The sign-in page of a cold /login, without the console's router: the address's query, a history
 * entry when the page replaces its own query, and everything else handed to `leave`. The console
 * (router, signed-in frame, first page) starts downloading at the first interaction with the page
 * ("import on interaction"), so a sign-in does not wait for it, and a visit that never signs in
 * never downloads it.
 */
export function LoginBoot({ loadApp, leave, prepareLeave }: LoginBootProps) {
  const { t } = useBootTranslation();
  const [search, setSearch] = useState(() => window.location.search);
  // A sign-in in another tab takes this one along (the router's guard does it on its routes).
  useOtherTabs(false);

  useEffect(() => {
    document.title = t('console:menu.login');
  }, [t]);

  useEffect(() => {
    const start = () => {
      stop();
      prepareSignIn(loadApp);
    };
    const stop = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    };
    // The person may be in the pre-painted form already (its focus carried over to this one).
    if (document.activeElement instanceof HTMLInputElement) return start();
    for (const type of INTERACTIONS) document.addEventListener(type, start, true);
    return stop;
  }, [loadApp]);

  const navigation = useMemo<SignInNavigation>(
    () => ({
      search,
      navigate(to, options) {
        const url = new URL(to, window.location.href);
        if (url.pathname !== LOGIN_PATH) return leave(to, options?.replace === true);
        // Its own query (a spent sign-in code): the page stays, with the new address.
        const address = `${url.pathname}${url.search}${url.hash}`;
        if (options?.replace) window.history.replaceState(null, '', address);
        else window.history.pushState(null, '', address);
        setSearch(url.search);
      },
      prepareToLeave: (to, options) => prepareLeave(to, options?.replace === true),
    }),
    [search, leave, prepareLeave],
  );

  return <SignInPage navigation={navigation} />;
}

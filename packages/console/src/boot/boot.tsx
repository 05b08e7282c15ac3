import { BaseStyles, ToasterOnDemand } from '@blade-console/ui';
import { type ComponentType, StrictMode, startTransition, useCallback, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LOGIN_PATH } from '../router/paths';
import { landingAddress } from '../router/signedInFrame';
import { hasTokenCookie } from '../session/session';
import { LoginBoot } from './LoginBoot';
import { type ConsoleApp, loadApp } from './loadApp';

/**
 * The console started where `to` leads (`/` to the first page), so the form is followed by that page,
 * not by redirects that show nothing between them: the address first (the router starts at the
 * address it finds), then the router, resolved once the page is ready. A sign-in starts it while its
 * menu is fetched (LoginBoot's prepareLeave), then leaves for the same address: the router is there.
 */
async function startConsoleAt(to: string, replace: boolean): Promise<ConsoleApp> {
  const address = landingAddress(to);
  const loaded = await loadApp();
  const { pathname, search, hash } = window.location;
  if (`${pathname}${search}${hash}` !== address) {
    if (replace) window.history.replaceState(null, '', address);
    else window.history.pushState(null, '', address);
  }
  await loaded.startApp();
  return loaded;
}

/**
 * What the page shows: the console (its router and routes), or, on a cold /login, the sign-in page
 * alone until the sign-in hands over to the console in the same root, without a page load.
 */
function ConsoleRoot({ app }: { app: ComponentType | undefined }) {
  const [App, setApp] = useState(() => app);
  // The console starts once: a sign-in starts it while its menu is fetched, then leaves. By then the
  // router owns the address, and may have moved (the Back button, a link): setting the address again
  // behind its back would leave the page shown and the address apart.
  const started = useRef<Promise<ConsoleApp> | undefined>(undefined);
  const start = useCallback((to: string, replace: boolean) => {
    started.current ??= startConsoleAt(to, replace).catch((error: unknown) => {
      started.current = undefined;
      throw error;
    });
    return started.current;
  }, []);
  const leave = useCallback(
    (to: string, replace: boolean) => {
      start(to, replace)
        // The form stays until the page it leaves for is ready: the next paint is that page.
        .then((loaded) => setApp(() => loaded.App))
        // The console's chunk did not come: a full page load of the address tries the usual way.
        .catch(() => window.location.assign(landingAddress(to)));
    },
    [start],
  );
  // ui's UiProvider without its token sheet: index.html carries every theme's tokens (vite.config.ts).
  // No i18next provider here: the sign-in page translates through ui's store, and the console's
  // module brings i18next and its provider (App.tsx), so /login's first load has none of it.
  return (
    <>
      <BaseStyles />
      {App ? <App /> : <LoginBoot loadApp={loadApp} leave={leave} prepareLeave={start} />}
      {/* Its module comes with the first message: the sign-in form says its own errors. */}
      <ToasterOnDemand />
    </>
  );
}

/**
 * Renders the console into `container` once `ready` (the stored language's strings) settles: /login
 * without a session starts light, every other address as the full app (downloaded meanwhile).
 */
export async function bootConsole(container: HTMLElement, ready: Promise<unknown>): Promise<Root> {
  const signingIn = window.location.pathname === LOGIN_PATH && !hasTokenCookie();
  const [app] = await Promise.all([signingIn ? undefined : loadApp(), ready.catch(() => {})]);
  const root = createRoot(container);
  // A transition: React renders in slices of a few milliseconds, so the page the server painted
  // (/login's form) keeps answering input, and no task blocks the thread for long (Lighthouse's
  // total blocking time) while the app takes over from it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ConsoleRoot app={app?.App} />
      </StrictMode>,
    ),
  );
  return root;
}

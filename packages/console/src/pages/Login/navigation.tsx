import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

/**
 * What the sign-in page needs of navigation: its query (a third-party or single sign-on return,
 * `redirect`) and a way to leave. Inside the console's router it is the router's (router/LoginRoute);
 * on a cold /login it is the light boot's (boot/LoginBoot), so /login downloads no router: the
 * page imports only this context, never react-router.
 */
export interface SignInNavigation {
  /** The address's query, `?…` or empty. */
  search: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /**
   * Gets leaving for `to` ready (on a cold /login: the console's router started at that address,
   * its first page loaded); awaited before `navigate` to the same place.
   */
  prepareToLeave?(to: string, options?: { replace?: boolean }): Promise<unknown>;
}

const SignInNavigationContext = createContext<SignInNavigation | null>(null);

export const SignInNavigationProvider = SignInNavigationContext.Provider;

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext);
  if (!navigation) throw new Error('The sign-in page needs a SignInNavigationProvider');
  return navigation;
}

/** A plain left click without modifier keys: the page navigates itself; others open as the browser does. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A link of the sign-in page: a real `<a href>` that navigates in the page on a plain click. */
export function SignInLink({
  to,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = useSignInNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

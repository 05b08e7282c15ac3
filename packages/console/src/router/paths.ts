// The console's fixed addresses, apart from the guard that decides between them: the sign-in page
// needs them without the guard's code.

export const LOCK_PATH = '/lock';
export const LOGIN_PATH = '/login';
export const PUBLIC_HOME = '/Home';
export const NOT_FOUND_PATH = '/404';
/** Where a session whose account still has its initial password is kept until it sets a new one. */
export const CHANGE_PASSWORD_PATH = '/change-password';
/**
 * The route id of the signed-in frame (shell and kept pages). The lock page is one of its routes, so
 * locking hides the frame instead of unmounting it: every tab's page stays as it was left.
 */
export const SIGNED_IN_FRAME = 'signed-in-frame';

/** The sign-in page's query parameter naming where to go back to once signed in. */
const RETURN_PARAM = 'redirect';

/**
 * The sign-in address for a signed-out visit to `address` (path, query and hash), which it returns
 * to once signed in; plain /login for the home addresses, which a sign-in opens anyway.
 */
export function signInAddressFor(address: string): string {
  if (address === '/' || address === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: address })}`;
}

/**
 * Where a sign-in goes back to: the `redirect` of `query` when it is a path of this site (`/…`),
 * never another origin (`//evil.example`, `/\evil.example`, `https:…`, `javascript:…`), so a link
 * to the sign-in page cannot send a person elsewhere once signed in (no open redirect).
 */
export function signInReturnPath(query: string | URLSearchParams): string | undefined {
  const wanted = new URLSearchParams(query).get(RETURN_PARAM);
  if (!wanted?.startsWith('/') || wanted.startsWith('//') || wanted.includes('\\')) return undefined;
  const base = 'http://sign-in.invalid';
  let url: URL;
  try {
    url = new URL(wanted, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base || url.pathname === LOGIN_PATH) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

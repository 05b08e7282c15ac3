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

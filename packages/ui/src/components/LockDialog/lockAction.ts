/** Lock page route and the delay before going there (SPEC §9). */
export const LOCK_PATH = '/lock';
export const LOCK_NAVIGATE_DELAY = 100;

export interface LockActionOptions {
  /** The lock password already set for this browser session ('' or undefined: none). */
  password: string | null | undefined;
  /** Shows the lock dialog (asks for a password). */
  openDialog: () => void;
  /** Marks the session locked (the app's lock store). */
  lock: () => void;
  /** Goes to a route. */
  onNavigate: (path: string) => void;
  delay?: number;
}

/**
 * What the top bar's lock icon does (SPEC §2): with no password set it opens the dialog; with one
 * set it locks at once and goes to /lock after 100 ms (the delay lets the lock state persist before
 * the route guard reads it). Returns a cancel function for the pending navigation.
 */
export function runLockAction({
  password,
  openDialog,
  lock,
  onNavigate,
  delay = LOCK_NAVIGATE_DELAY,
}: LockActionOptions): () => void {
  if (!password) {
    openDialog();
    return () => {};
  }
  lock();
  const timer = setTimeout(() => onNavigate(LOCK_PATH), delay);
  return () => clearTimeout(timer);
}

type PasswordModule = typeof import('./password');

/** The hashing module once loaded: a sign-in then hashes without waiting for its import again. */
let loaded: PasswordModule | undefined;

/**
 * `hashPassword`, loaded the first time a password is sent. md5 is only needed on sign-in and on a
 * password change, so the SDK's core (and a sign-in page that has not been submitted yet) carries
 * none of it; the chunk is tiny and comes from the same origin as the app.
 *
 * Once loaded it is called at once: an `import()` of a module the page already has still resolves
 * in a later task of the browser's, behind whatever the click queued (the form's re-render), which
 * put ~15 ms between the sign-in click and its token request (a trace of the at-once sign-in).
 */
export async function hashPasswordOnDemand(plain: string): Promise<string> {
  const { hashPassword } = loaded ?? (await loadPasswordHash());
  return hashPassword(plain);
}

/** The hashing module. */
export async function loadPasswordHash(): Promise<PasswordModule> {
  loaded = await import('./password');
  return loaded;
}

/**
 * Loads the hashing module and hashes once, for a sign-in form to ask for ahead
 * (AuthApi.preparePasswordGrant): md5's first call compiles its code (~10 ms in a cold page, in
 * Chromium on a 2-core machine), which would otherwise be on the sign-in click's path.
 */
export async function preparePasswordHash(): Promise<void> {
  (await loadPasswordHash()).hashPassword('');
}

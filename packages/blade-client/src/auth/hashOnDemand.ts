/**
 * `hashPassword`, loaded the first time a password is sent. md5 is only needed on sign-in and on a
 * password change, so the SDK's core (and a sign-in page that has not been submitted yet) carries
 * none of it; the chunk is tiny and comes from the same origin as the app.
 */
export async function hashPasswordOnDemand(plain: string): Promise<string> {
  const { hashPassword } = await loadPasswordHash();
  return hashPassword(plain);
}

/** The hashing module. */
export function loadPasswordHash() {
  return import('./password');
}

/**
 * Loads the hashing module and hashes once, for a sign-in form to ask for ahead
 * (AuthApi.preparePasswordGrant): md5's first call compiles its code (~10 ms in a cold page, in
 * Chromium on a 2-core machine), which would otherwise be on the sign-in click's path.
 */
export async function preparePasswordHash(): Promise<void> {
  (await loadPasswordHash()).hashPassword('');
}

/**
 * `hashPassword`, loaded the first time a password is sent. md5 is only needed on sign-in and on a
 * password change, so the SDK's core (and a sign-in page that has not been submitted yet) carries
 * none of it; the chunk is tiny and comes from the same origin as the app.
 */
export async function hashPasswordOnDemand(plain: string): Promise<string> {
  const { hashPassword } = await loadPasswordHash();
  return hashPassword(plain);
}

/** The hashing module; a sign-in form asks for it ahead (AuthApi.preparePasswordGrant). */
export function loadPasswordHash() {
  return import('./password');
}

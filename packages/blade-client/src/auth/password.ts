import { md5 } from 'js-md5';

/**
 * The client-side password hash of the BladeX dialect: md5 hex of the plain text (ARCHITECTURE "Dialect").
 * It hides the plain password from logs and proxies; it is not storage security — the server keeps a slow
 * hash of what it receives.
 */
export function hashPassword(plain: string): string {
  return md5(plain);
}

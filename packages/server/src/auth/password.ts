import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';

/**
 * Passwords: the client sends md5 hex of what the person typed (BladeX convention); the server stores
 * a slow bcrypt hash of that md5 hex, so a leaked table does not reveal the md5 either.
 *
 * The native bcrypt (node.bcrypt.js), not a JavaScript one: it hashes on libuv's thread pool, so a
 * sign-in's ~50–80 ms of hashing no longer runs on the event loop between everyone else's requests,
 * and it is faster (cost 10 here: ~53 ms against bcryptjs's ~84). Same `$2b$` hashes: rows written
 * by either verify with the other.
 */
const BCRYPT_ROUNDS = 10;

export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

/** Hashes what the client sent (md5 hex) for storage. */
export function hashPassword(clientHash: string): Promise<string> {
  return bcrypt.hash(normalizeClientHash(clientHash), BCRYPT_ROUNDS);
}

export function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  return bcrypt.compare(normalizeClientHash(clientHash), stored);
}

// md5 hex is case-insensitive; clients differ in the case they send.
function normalizeClientHash(clientHash: string): string {
  return /^[0-9a-fA-F]{32}$/.test(clientHash) ? clientHash.toLowerCase() : clientHash;
}

let dummyHash: Promise<string> | undefined;

/**
 * A comparison as slow as a real one, for sign-ins of accounts that do not exist (always false), so
 * the answer time does not reveal which accounts exist.
 */
export async function verifyPasswordOfUnknownUser(clientHash: string): Promise<false> {
  dummyHash ??= bcrypt.hash('blade-console-no-such-user', BCRYPT_ROUNDS);
  await bcrypt.compare(normalizeClientHash(clientHash), await dummyHash);
  return false;
}

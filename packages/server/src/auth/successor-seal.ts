import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The successor answer a rotated refresh token keeps for its reuse window, sealed with AES-256-GCM
 * under a key derived from the rotated token itself. The database never holds a usable token: only
 * whoever presents the rotated token again can open what it was exchanged for.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(refreshToken: string): Buffer {
  return createHash('sha256').update('blade-refresh-successor\u0000').update(refreshToken).digest();
}

export function sealSuccessor(refreshToken: string, payload: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed payload, or undefined when `sealed` is not a seal of this token (or is damaged). */
export function openSuccessor<T>(refreshToken: string, sealed: string): T | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

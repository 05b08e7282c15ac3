import { md5Hex } from '../../auth/password';
import type { Sm2PasswordCipher } from '../../auth/sm2';
import type { GrantDialect } from './grants';

/**
 * SPEC's dialect (`/blade-auth/oauth/token`): snake_case names, and the password arrives as the md5
 * hex of what the person typed, which is what stored hashes are made of (auth/password.ts).
 */
export const SPEC_DIALECT: GrantDialect = {
  names: { grantType: 'grant_type', refreshToken: 'refresh_token' },
  clientHash: (sent) => sent,
};

/**
 * BladeX 4.x's dialect (`/blade-auth/token`, blade-api.md §4.2): camelCase names, and the password
 * arrives SM2-encrypted (C1C2C3 hex) under the server's public key. Decrypted, it is the plain text,
 * hashed to md5 hex here so both dialects check against the same stored hash. A password that does
 * not decrypt is no password (a wrong-credentials answer, never a 5xx).
 */
export function bladeX4Dialect(cipher: Sm2PasswordCipher): GrantDialect {
  return {
    names: { grantType: 'grantType', refreshToken: 'refreshToken' },
    clientHash: (sent) => {
      const plain = cipher.decrypt(sent);
      return plain === undefined ? undefined : md5Hex(plain);
    },
  };
}

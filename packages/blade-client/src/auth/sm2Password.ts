/// <reference path="./sm-crypto.d.ts" />
import { sm2 } from 'sm-crypto';

/** sm-crypto's cipher mode C1C2C3: what BladeX 4.x servers decrypt (blade-api.md §4.2). */
const C1C2C3 = 0;

/**
 * A password as Saber 4.x sends it: `sm2.doEncrypt(plain, publicKey, 0)`, hex without C1's `04`.
 * Loaded on demand (dialect.ts): only a 4.x sign-in needs the library.
 */
export function encryptSm2Password(plain: string, publicKey: string): string {
  return sm2.doEncrypt(plain, publicKey, C1C2C3);
}

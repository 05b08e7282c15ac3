/// <reference path="../../../blade-client/src/auth/sm-crypto.d.ts" />
import { sm2 } from 'sm-crypto';

/**
 * SM2 passwords of the BladeX 4.x dialect (blade-api.md §4.2): a 4.x front end encrypts what the
 * person typed with the server's public key (sm-crypto, C1C2C3, hex) and the server decrypts it.
 * Keys are hex as sm-crypto writes them: public `04‖X‖Y` (130 characters), private 64.
 */
export interface Sm2KeyPair {
  publicKey: string;
  privateKey: string;
}

/** sm-crypto's cipher mode for C1C2C3, the layout BladeX and Saber use. */
export const SM2_C1C2C3 = 0;

const PUBLIC_KEY = /^04[0-9a-fA-F]{128}$/;
const PRIVATE_KEY = /^[0-9a-fA-F]{64}$/;
/** C1 (64 bytes), at least one byte of C2, C3 (32 bytes), with or without C1's `04`. */
const CIPHERTEXT = /^(?:[0-9a-fA-F]{2}){97,}$/;
/** A password's ciphertext is small; anything longer is refused before any curve arithmetic. */
const MAX_CIPHERTEXT_LENGTH = 2048;

/**
 * The key pair from `BLADE_SM2_PUBLIC_KEY`/`BLADE_SM2_PRIVATE_KEY`, or undefined when both are
 * unset (a pair is generated then). Throws a start-up error naming what is wrong; never the private
 * key's value.
 */
export function parseSm2KeyPair(
  publicKey: string | undefined,
  privateKey: string | undefined,
): Sm2KeyPair | undefined {
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    const missing = publicKey === undefined ? 'BLADE_SM2_PUBLIC_KEY' : 'BLADE_SM2_PRIVATE_KEY';
    throw new Error(
      `${missing} is not set: BLADE_SM2_PUBLIC_KEY and BLADE_SM2_PRIVATE_KEY go together (set both, or neither and a pair is generated and kept in DATA_DIR)`,
    );
  }
  return checkSm2KeyPair({ publicKey, privateKey });
}

/** The pair, lower-cased, when both keys are well-formed and belong together; a start-up error otherwise. */
export function checkSm2KeyPair(pair: Sm2KeyPair): Sm2KeyPair {
  if (!PUBLIC_KEY.test(pair.publicKey) || !sm2.verifyPublicKey(pair.publicKey)) {
    throw new Error(
      `BLADE_SM2_PUBLIC_KEY must be an SM2 public key in hex: 04 and 128 hex digits (130 characters), got ${pair.publicKey.length} characters`,
    );
  }
  if (!PRIVATE_KEY.test(pair.privateKey) || /^0+$/.test(pair.privateKey)) {
    throw new Error(
      'BLADE_SM2_PRIVATE_KEY must be an SM2 private key in hex: 64 hex digits (value not shown)',
    );
  }
  const publicKey = pair.publicKey.toLowerCase();
  const privateKey = pair.privateKey.toLowerCase();
  // BladeX checks the pair by signing and verifying; deriving the public key tells the same.
  if (sm2.getPublicKeyFromPrivateKey(privateKey) !== publicKey) {
    throw new Error('BLADE_SM2_PUBLIC_KEY and BLADE_SM2_PRIVATE_KEY are not one key pair');
  }
  return { publicKey, privateKey };
}

export function generateSm2KeyPair(): Sm2KeyPair {
  return sm2.generateKeyPairHex();
}

/**
 * Decrypts 4.x passwords. The private key stays in a private field: the object can be handed around
 * (and even logged) without it.
 */
export class Sm2PasswordCipher {
  readonly publicKey: string;
  readonly #privateKey: string;

  constructor(pair: Sm2KeyPair) {
    const checked = checkSm2KeyPair(pair);
    this.publicKey = checked.publicKey;
    this.#privateKey = checked.privateKey;
  }

  /**
   * The plain text of a C1C2C3 ciphertext, with or without C1's `04` prefix; undefined when it does
   * not decrypt under this key (malformed, tampered with, another key, or empty).
   */
  decrypt(cipherHex: string): string | undefined {
    const text = cipherHex.trim();
    if (text.length > MAX_CIPHERTEXT_LENGTH || !CIPHERTEXT.test(text)) return undefined;
    // sm-crypto reads C1 without its `04`. A ciphertext that starts with 04 may be either form
    // (an X coordinate can begin with 04 too): C3, the hash check, tells which one is right.
    const candidates = text.startsWith('04') ? [text, text.slice(2)] : [text];
    for (const candidate of candidates) {
      try {
        const plain = sm2.doDecrypt(candidate, this.#privateKey, SM2_C1C2C3);
        if (plain) return plain;
      } catch {
        // A C1 that is no point of the curve: not this candidate.
      }
    }
    return undefined;
  }

  toJSON(): { publicKey: string } {
    return { publicKey: this.publicKey };
  }
}

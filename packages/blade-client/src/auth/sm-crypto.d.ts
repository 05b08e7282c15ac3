/**
 * The part of sm-crypto 0.5 (no types of its own; @types/sm-crypto describes 0.3) that the SDK (4.x
 * passwords), its mocks and the server use: SM2 key pairs, encryption and decryption, all as hex
 * strings. One declaration for every package: a file that imports sm-crypto references this one
 * (`/// <reference path>`), so a program that includes several of them sees it once.
 */
declare module 'sm-crypto' {
  /** `0`: C1C2C3 (what BladeX 4.x and Saber use); `1`: C1C3C2, the library's default. */
  type CipherMode = 0 | 1;

  export const sm2: {
    /** A random pair: `privateKey` 64 hex characters, `publicKey` `04‖X‖Y`, 130. */
    generateKeyPairHex(): { privateKey: string; publicKey: string };
    /** `04‖X‖Y` of a private key. */
    getPublicKeyFromPrivateKey(privateKey: string): string;
    /** Whether a hex public key is a point of the curve. */
    verifyPublicKey(publicKey: string): boolean;
    /** Hex ciphertext without the `04` of C1; throws `Invalid public key` on a bad key. */
    doEncrypt(message: string, publicKey: string, cipherMode?: CipherMode): string;
    /** The plain text, or `''` when the ciphertext does not check (C3) against this key. */
    doDecrypt(cipherHex: string, privateKey: string, cipherMode?: CipherMode): string;
  };
}

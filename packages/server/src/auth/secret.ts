import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeSecret } from '../db/schema';
import { writeOwnerOnlyFile } from '../owner-only-file';
import { generateSm2KeyPair, type Sm2KeyPair } from './sm2';

/**
 * Secrets the server makes for itself when the environment gives none: made once, then kept, so
 * they survive restarts. The embedded database keeps them in files beside its data (DATA_DIR); a
 * shared PostgreSQL keeps them in `blade_secret`, so every replica uses the same ones.
 */
interface GeneratedSecret<T> {
  /** The file name in DATA_DIR and the row name in `blade_secret`. */
  name: string;
  generate(): T;
  /** Text form of the value (one line in the file, the row's value). */
  write(value: T): string;
  /** The value of a stored text; throws when it is damaged. */
  read(text: string): T;
}

const JWT_SECRET: GeneratedSecret<string> = {
  name: 'jwt-secret',
  // A fresh 256-bit key for HS256.
  generate: () => randomBytes(32).toString('base64url'),
  write: (value) => value,
  read: (text) => text,
};

/** The SM2 key pair of 4.x passwords (sm2.ts); the private key is a secret like the JWT key. */
const SM2_KEY_PAIR: GeneratedSecret<Sm2KeyPair> = {
  name: 'sm2-key-pair',
  generate: generateSm2KeyPair,
  write: (pair) => JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }),
  read: (text) => {
    const parsed: unknown = JSON.parse(text);
    const pair = parsed as Partial<Sm2KeyPair> | null;
    if (typeof pair?.publicKey !== 'string' || typeof pair.privateKey !== 'string') {
      throw new Error('the stored SM2 key pair is damaged');
    }
    return { publicKey: pair.publicKey, privateKey: pair.privateKey };
  },
};

/** The generated secret in a file of `dataDir` (owner-only), created on first use. */
function fileSecret<T>(dataDir: string, secret: GeneratedSecret<T>): T {
  const saved = readSecretFile(dataDir, secret.name);
  if (saved) return secret.read(saved);
  const value = secret.generate();
  writeSecretFile(dataDir, secret.name, secret.write(value));
  return value;
}

/** The generated secret in `blade_secret`; the insert is a no-op when another replica won the race. */
async function databaseSecret<T>(db: Db, secret: GeneratedSecret<T>): Promise<T> {
  await db
    .insert(bladeSecret)
    .values({ name: secret.name, value: secret.write(secret.generate()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: bladeSecret.value })
    .from(bladeSecret)
    .where(eq(bladeSecret.name, secret.name));
  if (!row) throw new Error(`${secret.name} could not be stored`);
  return secret.read(row.value);
}

/** The generated JWT key for the embedded database: a file beside the PGlite data. */
export function fileJwtSecret(dataDir: string): string {
  return fileSecret(dataDir, JWT_SECRET);
}

/** The generated JWT key in the database, shared by every replica over one PostgreSQL. */
export function databaseJwtSecret(db: Db): Promise<string> {
  return databaseSecret(db, JWT_SECRET);
}

/** The generated SM2 key pair for the embedded database: a file beside the PGlite data. */
export function fileSm2KeyPair(dataDir: string): Sm2KeyPair {
  return fileSecret(dataDir, SM2_KEY_PAIR);
}

/** The generated SM2 key pair in the database, shared by every replica over one PostgreSQL. */
export function databaseSm2KeyPair(db: Db): Promise<Sm2KeyPair> {
  return databaseSecret(db, SM2_KEY_PAIR);
}

/*
 * The stored forms themselves, for a backup (src/ops/backup-keys.ts): it carries the generated
 * secrets from whichever store holds them and a restore puts them where the target keeps them, so
 * tokens signed before the backup still verify and the SM2 public key stays the same.
 */
const GENERATED_SECRETS: readonly GeneratedSecret<unknown>[] = [JWT_SECRET, SM2_KEY_PAIR];

/** The names of the generated secrets: file names in DATA_DIR, row names in `blade_secret`. */
export const GENERATED_SECRET_NAMES: readonly string[] = GENERATED_SECRETS.map((secret) => secret.name);

/** Throws unless `text` is a readable stored form of the generated secret `name` (the value is not shown). */
export function checkGeneratedSecret(name: string, text: string): void {
  const secret = GENERATED_SECRETS.find((s) => s.name === name);
  if (!secret) throw new Error(`${name} is not a secret this server generates`);
  if (!text.trim()) throw new Error(`the stored ${name} is empty`);
  try {
    secret.read(text);
  } catch {
    throw new Error(`the stored ${name} is damaged`);
  }
}

/** The stored form of a generated secret's file in `dataDir`, or undefined when there is none. */
export function readSecretFile(dataDir: string, name: string): string | undefined {
  const file = path.join(dataDir, name);
  return (existsSync(file) && readFileSync(file, 'utf8').trim()) || undefined;
}

/** Writes a generated secret's file in `dataDir`, owner-only; replaced whole (a crash leaves the old one). */
export function writeSecretFile(dataDir: string, name: string, text: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeOwnerOnlyFile(path.join(dataDir, name), `${text}\n`);
}

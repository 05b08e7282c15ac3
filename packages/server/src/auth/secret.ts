import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeSecret } from '../db/schema';

const SECRET_NAME = 'jwt-secret';

/** A fresh 256-bit key for HS256. */
function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The generated JWT key for the embedded database: a file beside the PGlite data, created once, so
 * tokens survive restarts.
 */
export function fileJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_NAME);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = generateSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The generated JWT key in the database, so every replica over one PostgreSQL signs and verifies
 * with the same key. The insert is a no-op when another replica won the race.
 */
export async function databaseJwtSecret(db: Db): Promise<string> {
  await db.insert(bladeSecret).values({ name: SECRET_NAME, value: generateSecret() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: bladeSecret.value })
    .from(bladeSecret)
    .where(eq(bladeSecret.name, SECRET_NAME));
  if (!row) throw new Error('JWT secret could not be stored');
  return row.value;
}

import { inArray, sql } from 'drizzle-orm';
import { GENERATED_SECRET_NAMES, readSecretFile, writeSecretFile } from '../auth/secret';
import type { Database, DbOrTx } from '../db/connection';
import { bladeSecret } from '../db/schema';

/**
 * The keys the server generated for itself (the JWT signing key and the SM2 pair, auth/secret.ts):
 * name → stored form. A backup carries them (`keys.json`) from whichever store holds them and a
 * restore puts them where the target keeps them — without them a restore signs everyone out and
 * hands 4.x front ends a new SM2 public key. The embedded PGlite keeps them as files in DATA_DIR (its
 * `blade_secret` stays empty), PostgreSQL as rows of `blade_secret`, so a backup of one restores
 * into the other with its keys. Keys given in the environment (BLADE_JWT_SECRET, BLADE_SM2_*) are
 * the operator's configuration, never written to a backup.
 */
export type BackupKeys = Record<string, string>;

/** The zip entry that carries them. */
export const KEYS_ENTRY = 'keys.json';

/** DATA_DIR when the server keeps its keys there (the embedded database, app.ts), else undefined. */
function keyDirOf(database: Database, dataDir: string | undefined): string | undefined {
  return database.kind === 'pglite' ? dataDir : undefined;
}

/** The generated keys among `blade_secret`'s rows. */
async function keyRows(tx: DbOrTx): Promise<BackupKeys> {
  const rows = await tx
    .select({ name: bladeSecret.name, value: bladeSecret.value })
    .from(bladeSecret)
    .where(inArray(bladeSecret.name, [...GENERATED_SECRET_NAMES]));
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/**
 * The keys to back up, read in the backup's snapshot `tx`: `blade_secret`'s, and on PGlite the files
 * of DATA_DIR over them (the files are what the embedded server signs with).
 */
export async function keysToBackUp(
  tx: DbOrTx,
  database: Database,
  dataDir: string | undefined,
): Promise<BackupKeys> {
  const keys = await keyRows(tx);
  const dir = keyDirOf(database, dataDir);
  for (const name of dir ? GENERATED_SECRET_NAMES : []) {
    const text = readSecretFile(dir!, name);
    if (text) keys[name] = text;
  }
  return keys;
}

/**
 * The target's own keys, read in the restore's transaction before it empties `blade_secret` with
 * every other table: a key the backup does not carry is kept, not lost (the server would otherwise
 * generate a new one at its next start).
 */
export const ownKeys = keyRows;

/**
 * Puts the backup's `keys` where `database` keeps them. On PostgreSQL: `blade_secret`, in the
 * restore's transaction `tx`, with the target's `own` keys where the backup carries none. On PGlite:
 * DATA_DIR's files, by the returned step, run once the restore committed (a failed restore changes
 * nothing); a file the backup does not carry stays as it is.
 */
export async function placeKeys(
  tx: DbOrTx,
  database: Database,
  dataDir: string | undefined,
  keys: BackupKeys,
  own: BackupKeys,
): Promise<() => void> {
  const dir = keyDirOf(database, dataDir);
  if (dir)
    return () => {
      for (const [name, text] of Object.entries(keys)) writeSecretFile(dir, name, text);
    };
  const rows = Object.entries({ ...own, ...keys }).map(([name, value]) => ({ name, value }));
  if (rows.length)
    await tx
      .insert(bladeSecret)
      .values(rows)
      .onConflictDoUpdate({ target: bladeSecret.name, set: { value: sql`excluded.value` } });
  return () => {};
}

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { type Database, type DbOrTx, rawRows } from '../db/connection';
import { safeErrorMessage, withoutParameters } from '../db/query-errors';
import { writeOwnerOnlyFile } from '../owner-only-file';
import { LocalDiskStore, STORED_NAME } from '../services/resource/storage/local-store';
import { BACKUP_FORMAT, type BackupManifest, FORMAT_VERSION, readBackup, tableEntry } from './backup-file';
import { KEYS_ENTRY, keysToBackUp, ownKeys, placeKeys } from './backup-keys';

/**
 * Backups that are the same on PGlite and PostgreSQL (issue 41): a zip (fflate) of every table of
 * the `public` schema as JSON lines, read in one repeatable-read transaction (a consistent
 * snapshot while replicas keep writing), the uploads kept on local disk, and a manifest naming the
 * schema's migration. Logical rather than `pg_dump`: the embedded database has no `pg_dump`, and a
 * backup of either restores into the other (PGlite to PostgreSQL is how a pilot moves up). The
 * keys the server generated travel with it (backup-keys.ts), wherever the database keeps them.
 */
export { BACKUP_FORMAT, type BackupManifest } from './backup-file';

/** Rows per INSERT when restoring: one statement's JSON stays a few MB. */
const RESTORE_BATCH = 1000;

/** What a restore did: the backup's manifest, and the generated keys it put in place (none: the target kept its own). */
export interface RestoredBackup extends BackupManifest {
  keys: string[];
}

/** Writes a backup of `database` (and of `dataDir`'s uploads) to `file`, atomically. */
export async function backupTo(
  database: Database,
  dataDir: string | undefined,
  file: string,
): Promise<BackupManifest> {
  const entries: Zippable = {};
  const manifest = await database.db.transaction(
    async (tx) => {
      const tables: Record<string, number> = {};
      for (const table of await tablesOf(tx)) {
        const rows = await rawRows<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
        );
        const lines = rows.map((r) => r.row);
        tables[table] = lines.length;
        entries[tableEntry(table)] = strToU8(lines.join('\n'));
      }
      // From the same snapshot: the keys that signed the tokens of the sessions it holds.
      const keys = await keysToBackUp(tx, database, dataDir);
      entries[KEYS_ENTRY] = strToU8(JSON.stringify(keys));
      return { migration: await migrationOf(tx), tables, keys: Object.keys(keys) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const uploads = uploadsOf(dataDir);
  for (const name of uploads) {
    // Already compressed (images, PDFs, office files): stored as they are.
    entries[`uploads/${name}`] = [readFileSync(path.join(uploadsDir(dataDir!), name)), { level: 0 }];
  }
  const full: BackupManifest = {
    format: BACKUP_FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    database: database.kind,
    ...manifest,
    uploads: uploads.length,
  };
  entries['manifest.json'] = strToU8(JSON.stringify(full, null, 2));
  // Owner-only, like the key files: it holds the signing keys and the password hashes.
  writeOwnerOnlyFile(file, zipSync(entries, { level: 6 }));
  return full;
}

/**
 * Replaces everything in `database` (and `dataDir`'s uploads and generated keys) with the backup in
 * `file`, in one transaction: a backup that cannot be read, was made at another schema or names a
 * table this schema lacks changes nothing. Uploads and key files are put in place only after the
 * database committed. Errors name the file, entry and line or table, never a row's values.
 */
export async function restoreFrom(
  database: Database,
  dataDir: string | undefined,
  file: string,
): Promise<RestoredBackup> {
  // All of it is read and checked first: a damaged line is found before anything is emptied.
  const backup = readBackup(file);
  const { manifest } = backup;
  let placeKeyFiles = () => {};
  try {
    await database.db.transaction(async (tx) => {
      const migration = await migrationOf(tx);
      if (migration !== manifest.migration)
        throw new Error(
          `${file} was made at schema migration ${manifest.migration}, this database is at ${migration}: restore it with the version of the server that made it`,
        );
      const present = await tablesOf(tx);
      const missing = [...backup.tables.keys()].filter((table) => !present.includes(table));
      if (missing.length) throw new Error(`${file} holds tables this database lacks: ${missing.join(', ')}`);
      const own = await ownKeys(tx);
      // No foreign keys in this schema: every table is emptied at once and filled in any order.
      if (present.length)
        await tx.execute(
          sql`truncate table ${sql.join(
            present.map((table) => sql.identifier(table)),
            sql`, `,
          )}`,
        );
      for (const [table, lines] of backup.tables) await insertRows(tx, file, table, lines);
      placeKeyFiles = await placeKeys(tx, database, dataDir, backup.keys, own);
    });
  } catch (error) {
    // A statement outside the inserts (the truncate, the keys' upsert): without its parameters.
    throw withoutParameters(error);
  }
  if (dataDir) swapUploads(dataDir, backup.files);
  placeKeyFiles();
  return { ...manifest, keys: Object.keys(backup.keys) };
}

/** One table's rows (line n of its entry is row n), in batches; a failure is told by table, lines and SQLSTATE, not by the rows. */
async function insertRows(tx: DbOrTx, file: string, table: string, lines: string[]): Promise<void> {
  const name = sql.identifier(table);
  for (let i = 0; i < lines.length; i += RESTORE_BATCH) {
    const batch = lines.slice(i, i + RESTORE_BATCH);
    try {
      await tx.execute(
        sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${`[${batch.join(',')}]`}::json)`,
      );
    } catch (error) {
      const rows = batch.length > 1 ? `lines ${i + 1}-${i + batch.length}` : `line ${i + 1}`;
      throw new Error(
        `${file}: ${tableEntry(table)} ${rows} could not be restored into ${table}: ${safeErrorMessage(error)}`,
      );
    }
  }
}

/** The tables of the `public` schema (the server's; pg-boss's queue and Drizzle's own are not data). */
async function tablesOf(tx: DbOrTx): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(
    tx,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

async function migrationOf(tx: DbOrTx): Promise<string> {
  const rows = await rawRows<{ hash: string }>(
    tx,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  return rows[0]?.hash ?? 'none';
}

/** Where the local store keeps uploads. */
const uploadsDir = (dataDir: string) => new LocalDiskStore(dataDir).dir;

/** The stored uploads of `dataDir` (partial `.part` files are not uploads). */
function uploadsOf(dataDir: string | undefined): string[] {
  const dir = dataDir && uploadsDir(dataDir);
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => STORED_NAME.test(name));
}

/** Writes the backup's uploads beside the current ones, then puts them in their place. */
function swapUploads(dataDir: string, files: Record<string, Uint8Array>): void {
  const dir = uploadsDir(dataDir);
  const next = `${dir}.restoring`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  for (const [entry, bytes] of Object.entries(files)) {
    const name = entry.startsWith('uploads/') ? entry.slice('uploads/'.length) : '';
    if (STORED_NAME.test(name)) writeFileSync(path.join(next, name), bytes);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(next, dir);
}

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, type Zippable, zipSync } from 'fflate';
import { type Database, type DbOrTx, rawRows } from '../db/connection';
import { LocalDiskStore, STORED_NAME } from '../services/resource/storage/local-store';

/**
 * Backups that are the same on PGlite and PostgreSQL (issue 41): a zip (fflate) of every table of
 * the `public` schema as JSON lines, read in one repeatable-read transaction (a consistent
 * snapshot while replicas keep writing), the uploads kept on local disk, and a manifest naming the
 * schema's migration. Logical rather than `pg_dump`: the embedded database has no `pg_dump`, and a
 * backup of either restores into the other (PGlite to PostgreSQL is how a pilot moves up).
 */
export const BACKUP_FORMAT = 'blade-console-backup';
const FORMAT_VERSION = 1;
/** Rows per INSERT when restoring: one statement's JSON stays a few MB. */
const RESTORE_BATCH = 1000;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: Database['kind'];
  /** The hash of the newest migration applied: a backup restores only into the same schema. */
  migration: string;
  tables: Record<string, number>;
  uploads: number;
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
        entries[`tables/${table}.jsonl`] = strToU8(lines.join('\n'));
      }
      return { migration: await migrationOf(tx), tables };
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
  const part = `${file}.part`;
  writeFileSync(part, zipSync(entries, { level: 6 }));
  renameSync(part, file);
  return full;
}

/**
 * Replaces everything in `database` (and `dataDir`'s uploads) with the backup in `file`, in one
 * transaction: a backup that cannot be read, was made at another schema or names a table this
 * schema lacks changes nothing. Uploads are swapped in only after the database committed.
 */
export async function restoreFrom(
  database: Database,
  dataDir: string | undefined,
  file: string,
): Promise<BackupManifest> {
  const files = unzipSync(readFileSync(file));
  const manifestBytes = files['manifest.json'];
  const manifest = manifestBytes ? (JSON.parse(strFromU8(manifestBytes)) as BackupManifest) : undefined;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== FORMAT_VERSION)
    throw new Error(`${file} is not a Blade Console backup (format ${BACKUP_FORMAT} ${FORMAT_VERSION})`);
  await database.db.transaction(async (tx) => {
    const migration = await migrationOf(tx);
    if (migration !== manifest.migration)
      throw new Error(
        `the backup was made at schema migration ${manifest.migration}, this database is at ${migration}: restore it with the version of the server that made it`,
      );
    const present = await tablesOf(tx);
    const missing = Object.keys(manifest.tables).filter((table) => !present.includes(table));
    if (missing.length) throw new Error(`this database has no table ${missing.join(', ')}`);
    // No foreign keys in this schema: every table is emptied at once and filled in any order.
    if (present.length)
      await tx.execute(
        sql`truncate table ${sql.join(
          present.map((table) => sql.identifier(table)),
          sql`, `,
        )}`,
      );
    for (const table of Object.keys(manifest.tables)) {
      const lines = strFromU8(files[`tables/${table}.jsonl`] ?? new Uint8Array())
        .split('\n')
        .filter(Boolean);
      if (lines.length !== manifest.tables[table])
        throw new Error(
          `the backup's ${table} holds ${lines.length} rows, its manifest says ${manifest.tables[table]}`,
        );
      for (let i = 0; i < lines.length; i += RESTORE_BATCH) {
        const batch = `[${lines.slice(i, i + RESTORE_BATCH).join(',')}]`;
        const name = sql.identifier(table);
        await tx.execute(
          sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${batch}::json)`,
        );
      }
    }
  });
  if (dataDir) swapUploads(dataDir, files);
  return manifest;
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

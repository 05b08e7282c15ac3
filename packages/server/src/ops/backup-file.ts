import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { checkGeneratedSecret, GENERATED_SECRET_NAMES } from '../auth/secret';
import type { Database } from '../db/connection';
import { type BackupKeys, KEYS_ENTRY } from './backup-keys';

/**
 * Reading a backup zip (backup.ts writes it) and checking all of it before a restore changes
 * anything. What is wrong is said by file, entry and line, never by the rows' values: a backup holds
 * password hashes and, on PostgreSQL, the signing keys.
 */
export const BACKUP_FORMAT = 'blade-console-backup';
/** Still 1 with `keys.json` added: a backup without it restores (the target keeps its own keys). */
export const FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: Database['kind'];
  /** The hash of the newest migration applied: a backup restores only into the same schema. */
  migration: string;
  tables: Record<string, number>;
  uploads: number;
  /** The generated keys carried in `keys.json`; absent from backups made before they were. */
  keys?: string[];
}

export interface BackupContents {
  manifest: BackupManifest;
  /** Each table of the manifest, in its order: its rows, one JSON object text each. */
  tables: Map<string, string[]>;
  /** The generated keys the backup carries (`keys.json`, or an older backup's `blade_secret` rows). */
  keys: BackupKeys;
  /** Every entry of the zip (the uploads are swapped in from these). */
  files: Record<string, Uint8Array>;
}

export const tableEntry = (table: string) => `tables/${table}.jsonl`;

/** The backup in `file`, checked whole; throws, naming what is wrong, when it is not a sound backup. */
export function readBackup(file: string): BackupContents {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(readFileSync(file));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') throw new Error(`${file} does not exist`);
    // fflate's words ("invalid zip data", "unexpected EOF"): a text file, a truncated copy.
    throw new Error(`${file} is not a backup zip, or is damaged (${(error as Error).message})`);
  }
  const manifest = manifestOf(file, files);
  const tables = new Map<string, string[]>();
  for (const [table, count] of Object.entries(manifest.tables)) {
    const entry = tableEntry(table);
    const rows = jsonLines(file, entry, files[entry]);
    if (rows.length !== count)
      throw new Error(`${file}: ${entry} holds ${rows.length} rows, the manifest says ${count}`);
    tables.set(table, rows);
  }
  return { manifest, tables, keys: keysOf(file, files, tables.get('blade_secret') ?? []), files };
}

function manifestOf(file: string, files: Record<string, Uint8Array>): BackupManifest {
  const notBackup = `${file} is not a Blade Console backup (format ${BACKUP_FORMAT} ${FORMAT_VERSION})`;
  const bytes = files['manifest.json'];
  if (!bytes) throw new Error(`${notBackup}: it has no manifest.json`);
  let manifest: Partial<BackupManifest> | null;
  try {
    manifest = JSON.parse(strFromU8(bytes)) as Partial<BackupManifest> | null;
  } catch {
    throw new Error(`${notBackup}: its manifest.json is not valid JSON`);
  }
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== FORMAT_VERSION) throw new Error(notBackup);
  const { tables, migration } = manifest;
  if (
    typeof migration !== 'string' ||
    !isObject(tables) ||
    !Object.values(tables).every((n) => Number.isInteger(n))
  )
    throw new Error(`${file}: manifest.json is damaged (its migration or table counts are missing)`);
  return manifest as BackupManifest;
}

/** The lines of a table's entry, each checked to be one JSON object; line numbers count from 1. */
function jsonLines(file: string, entry: string, bytes: Uint8Array | undefined): string[] {
  const rows: string[] = [];
  strFromU8(bytes ?? new Uint8Array())
    .split('\n')
    .forEach((line, index) => {
      if (!line) return;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw new Error(`${file}: ${entry} line ${index + 1} is not valid JSON`);
      }
      if (!isObject(row)) throw new Error(`${file}: ${entry} line ${index + 1} is not a JSON object`);
      rows.push(line);
    });
  return rows;
}

/**
 * The generated keys: `keys.json`, over the generated keys among `blade_secret`'s rows (all a backup
 * of PostgreSQL made before `keys.json` carries). Each is checked: a damaged key would stop the
 * server at its start.
 */
function keysOf(file: string, files: Record<string, Uint8Array>, secretRows: string[]): BackupKeys {
  const keys: BackupKeys = {};
  for (const line of secretRows) {
    const row = JSON.parse(line) as { name?: unknown; value?: unknown };
    if (typeof row.name === 'string' && typeof row.value === 'string') keys[row.name] = row.value;
  }
  const bytes = files[KEYS_ENTRY];
  if (bytes) {
    let carried: unknown;
    try {
      carried = JSON.parse(strFromU8(bytes));
    } catch {
      throw new Error(`${file}: ${KEYS_ENTRY} is not valid JSON`);
    }
    if (!isObject(carried)) throw new Error(`${file}: ${KEYS_ENTRY} is not a JSON object`);
    for (const [name, text] of Object.entries(carried))
      if (typeof text === 'string') keys[name] = text;
      else throw new Error(`${file}: ${KEYS_ENTRY} holds a ${name} that is not text`);
  }
  // Only the keys this server generates (a name it does not know would never be read), each checked.
  const known = Object.entries(keys).filter(([name]) => GENERATED_SECRET_NAMES.includes(name));
  for (const [name, text] of known)
    try {
      checkGeneratedSecret(name, text);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  return Object.fromEntries(known);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { safeErrorMessage } from '../db/query-errors';
import { type BackupManifest, backupTo, restoreFrom } from './backup';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/ops.mjs runs this built): the
 * database the server's environment names (DATABASE_URL, or PGlite under DATA_DIR) and the uploads
 * under DATA_DIR. On PGlite the server must be stopped first: the data directory is locked while it
 * runs. On PostgreSQL a backup is taken live; a restore should be run with the replicas stopped.
 */
async function main(argv: string[]): Promise<void> {
  const [command, file] = argv;
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Error('usage: backup FILE | restore FILE');
  }
  const config = loadConfig();
  const target = path.resolve(file);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs }
      : { dataDir: config.dataDir },
  );
  try {
    // The schema a restore fills in, or an empty database's before its first start.
    await database.migrate();
    const manifest =
      command === 'backup'
        ? await backupTo(database, config.dataDir, target)
        : await restoreFrom(database, config.dataDir, target);
    const what = `${summary(manifest)}${keysPart(manifest.keys)}`;
    console.log(command === 'backup' ? `backed up ${what} to ${target}` : `restored ${what} from ${target}`);
    if (!manifest.keys?.length) console.log(command === 'backup' ? NO_KEYS_BACKED_UP : NO_KEYS_RESTORED);
  } finally {
    await database.close();
  }
}

function summary(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  return `${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.uploads} uploads`;
}

const keysPart = (keys: string[] | undefined) =>
  keys?.length ? ` and the signing keys (${keys.join(', ')})` : '';

// Said, not failed: a server that takes its keys from the environment, or never started, has none,
// and a backup made before they were carried restores all the same.
const NO_KEYS_BACKED_UP =
  "no generated signing keys to back up (keys set in the environment, BLADE_JWT_SECRET and BLADE_SM2_*, are never in a backup): a restore of this file keeps the target server's own keys";
const NO_KEYS_RESTORED =
  "the backup carries no signing keys: this server keeps its own (or generates them at its start), so tokens issued before the backup no longer verify and 4.x front ends need this server's SM2 public key";

main(process.argv.slice(2)).catch((error: unknown) => {
  // A failed query's own message lists its parameters (whole rows): only its SQLSTATE and words.
  console.error(safeErrorMessage(error));
  process.exit(1);
});

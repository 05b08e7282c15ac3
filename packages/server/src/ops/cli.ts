import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { backupTo, restoreFrom } from './backup';

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
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    // The schema a restore fills in, or an empty database's before its first start.
    await database.migrate();
    const manifest =
      command === 'backup'
        ? await backupTo(database, config.dataDir, target)
        : await restoreFrom(database, config.dataDir, target);
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    const what = `${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.uploads} uploads`;
    console.log(command === 'backup' ? `backed up ${what} to ${target}` : `restored ${what} from ${target}`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`${(error as Error).message}`);
  process.exit(1);
});

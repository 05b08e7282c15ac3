import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/connection';
import { migrateAndSeed } from '../../src/db/migrate-and-seed';
import { serverPackageRoot } from '../../src/paths';

/** What every test database is seeded with (a template made with other values would be wrong). */
export const TEST_SEED = { adminPassword: 'admin', regionSeed: 'sample' } as const;

let template: Promise<Uint8Array | undefined> | undefined;

/**
 * A dump of a migrated and seeded PGlite data directory, for an in-memory PGlite to start from: made
 * once per change of the migrations, schema or seed (PGlite's initdb, the migrations and the seed
 * then run once for the whole suite instead of once per test file). Worker processes share the
 * template through a file in the temp dir, built by whichever gets the lock first. Undefined: an
 * empty database (migrated and seeded by the app as it starts).
 */
export function seededTemplate(): Promise<Uint8Array | undefined> {
  // Read once per worker process (the files share their modules): 43 MB read again for every server
  // took ~0.14 s of each start. The worker thread gets its own copy (postMessage clones it).
  template ??= ensureTemplate().then((file) => (file ? readFileSync(file) : undefined));
  return template;
}

/** Changes with the migrations, schema and seed: names a template made from them. */
export function templateKey(): string {
  const hash = createHash('sha256').update(JSON.stringify(TEST_SEED));
  // The seed also reads blade-schema's menus, grants and dictionaries.
  for (const dir of ['drizzle', 'src/db/schema', 'src/db/seed', '../blade-schema/src']) {
    const full = path.join(serverPackageRoot, dir);
    for (const name of readdirSync(full).sort()) {
      const file = path.join(full, name);
      if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
    }
  }
  // The journal's times decide which migrations Drizzle applies: a migration written again (the
  // code generator's walk-through writes the same one each run) has a new time, and a template
  // keyed without it would hold the table while the journal says the migration is still to run.
  hash.update(readFileSync(path.join(serverPackageRoot, 'drizzle/meta/_journal.json')));
  hash.update(readFileSync(path.join(serverPackageRoot, 'package.json')));
  // And how this file makes it (the settings it writes into the template).
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

async function ensureTemplate(): Promise<string | undefined> {
  const file = path.join(os.tmpdir(), `blade-server-test-template-${templateKey()}.tar`);
  const lock = `${file}.lock`;
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (existsSync(file)) return file;
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is building it; a lock older than two minutes is left over from a crash.
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - lockedAt > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const pglite = new PGlite();
      const database = await openDatabase({ pglite });
      await migrateAndSeed(database, TEST_SEED);
      // PostgreSQL zeroes its shared memory as it starts, in WASM: with the default 128 MB of shared
      // buffers that was ~0.5 CPU-s of every test server's start (a CPU profile: memset under mmap).
      // The tests' databases are a few MB; 16 MB of buffers holds them whole.
      await pglite.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
      const dump = await pglite.dumpDataDir('none');
      await database.close();
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, file);
      return file;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return undefined;
}

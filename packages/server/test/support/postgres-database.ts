import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/connection';
import { migrateAndSeed } from '../../src/db/migrate-and-seed';
import { TEST_SEED, templateKey } from './seeded-template';

/** Creates `blade_test_<random>` next to the database of `adminUrl`, empty; `drop` removes it. */
export async function createPostgresDatabase(
  adminUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `blade_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A database already migrated and seeded as the app's first start leaves it: a copy of a template
 * made once per cluster and change of the migrations or seed (PostgreSQL copies a template's files,
 * ~0.1 s, where migrating and seeding a fresh one took ~0.9 s of each test file's start). The files
 * that test a start on an empty database use createPostgresDatabase.
 */
export async function createSeededPostgresDatabase(adminUrl: string) {
  return createPostgresDatabase(adminUrl, { template: await seededPostgresTemplate(adminUrl) });
}

async function seededPostgresTemplate(adminUrl: string): Promise<string> {
  const template = `blade_template_${templateKey()}`;
  // The suite's workers are processes: the first to take the lock builds it, the others wait.
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(4242)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return template;
      // Built under another name and renamed once whole: a run stopped halfway leaves no template.
      const building = `${template}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(adminUrl, building) });
      try {
        await migrateAndSeed(database, TEST_SEED);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock(4242)');
    }
  });
}

async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

import { installJobTables } from '../jobs/pg-boss-queue';
import type { Database } from './connection';
import { type SeedOptions, seedDatabase } from './seed';
import { runSeedSteps, type SeedStepOptions } from './seed/steps';

/**
 * What every start does to its database before it serves (the app's, and the tests' seeded
 * templates, which must hold what a first start leaves): the migrations, pg-boss's tables on
 * PostgreSQL, the first seed of an empty database and the seed steps not applied yet. Answers the
 * steps applied now and how long they took.
 */
export async function migrateAndSeed(
  database: Database,
  options: SeedOptions & SeedStepOptions,
): Promise<{ steps: string[]; ms: number }> {
  let applied = { steps: [] as string[], ms: 0 };
  await database.migrate(async (db) => {
    if (database.kind === 'postgres') await installJobTables(db);
    await seedDatabase(db, options);
    const started = performance.now();
    const steps = await runSeedSteps(db, options);
    applied = { steps, ms: Math.round(performance.now() - started) };
  });
  return applied;
}

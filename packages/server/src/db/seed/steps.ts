import type { RegionSeed } from '../../config';
import { seedHistoryRetentionParam } from '../../history/retention';
import { seedFlowDemo } from '../../services/flow/demo-seed';
import type { Db, DbOrTx } from '../connection';
import { bladeSeedStep } from '../schema';
import { seedDatasources } from './datasources';
import { demoRowSteps } from './demo-resources';
import { seedDevelopDemo } from './develop';
import { seedMissingDicts } from './dicts';
import { seedLogRetentionParam } from './log-retention';
import { renameSeededPages } from './menu-names';
import { seedNotices } from './notices';
import { seedRegions } from './regions';
import { resourceDictionarySteps } from './resource-dicts';
import { resourceMenuSteps } from './resource-menus';

export interface SeedStepOptions {
  regionSeed: RegionSeed;
}

interface SeedStep {
  /** Recorded in `blade_seed_step` once applied; a new step needs a new name. */
  name: string;
  run(tx: DbOrTx, options: SeedStepOptions): Promise<unknown>;
}

/**
 * Seed data added after the first release: each step runs once per database (also on databases
 * seeded before the step existed), then never again — so deleting demo rows is final.
 */
const STEPS: readonly SeedStep[] = [
  { name: 'regions', run: (tx, options) => seedRegions(tx, options.regionSeed) },
  { name: 'demo-notices', run: (tx) => seedNotices(tx) },
  { name: 'demo-datasource', run: (tx) => seedDatasources(tx) },
  { name: 'website-dicts', run: (tx) => seedMissingDicts(tx) },
  ...demoRowSteps(),
  // A definition added after a database was seeded brings its dictionaries and menu entry.
  ...resourceDictionarySteps(),
  ...resourceMenuSteps(),
  { name: 'flow-demo', run: (tx) => seedFlowDemo(tx) },
  { name: 'develop-demo', run: (tx) => seedDevelopDemo(tx) },
  // Adds dictionaries newer than `website-dicts` (leave_type) to databases seeded before them.
  { name: 'leave-type-dict', run: (tx) => seedMissingDicts(tx) },
  { name: 'log-retention-param', run: (tx) => seedLogRetentionParam(tx) },
  { name: 'distinct-page-names', run: (tx) => renameSeededPages(tx) },
  { name: 'history-retention-param', run: (tx) => seedHistoryRetentionParam(tx) },
];

/** Applies the pending steps, each in its own transaction with its marker row; returns their names. */
export async function runSeedSteps(db: Db, options: SeedStepOptions): Promise<string[]> {
  const applied: string[] = [];
  for (const step of STEPS) {
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(bladeSeedStep)
        .values({ name: step.name, appliedAt: new Date() })
        .onConflictDoNothing()
        .returning({ name: bladeSeedStep.name });
      if (claimed.length === 0) return false;
      await step.run(tx, options);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}

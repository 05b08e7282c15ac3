import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeMenu, bladeSeedStep } from '../src/db/schema';
import { runSeedSteps } from '../src/db/seed/steps';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const namesOf = async () => {
  const rows = await signedIn.server.database.db
    .select({ code: bladeMenu.code, name: bladeMenu.name })
    .from(bladeMenu)
    .where(inArray(bladeMenu.code, ['report_list', 'flow_manager']));
  return Object.fromEntries(rows.map((row) => [row.code, row.name]));
};

describe('pages named apart from their group (issue 36)', () => {
  it('are seeded so, and renamed in a database seeded before, unless an administrator renamed them', async () => {
    expect(await namesOf()).toEqual({ report_list: '报表列表', flow_manager: '流程列表' });
    const { db } = signedIn.server.database;
    // A database from before the step: the old names, one of them changed by an administrator.
    await db.delete(bladeSeedStep).where(eq(bladeSeedStep.name, 'distinct-page-names'));
    await db.update(bladeMenu).set({ name: '报表管理' }).where(eq(bladeMenu.code, 'report_list'));
    await db.update(bladeMenu).set({ name: '流程定义' }).where(eq(bladeMenu.code, 'flow_manager'));
    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual(['distinct-page-names']);
    expect(await namesOf()).toEqual({ report_list: '报表列表', flow_manager: '流程定义' });
  });
});

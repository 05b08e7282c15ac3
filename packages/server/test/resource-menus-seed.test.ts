import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeDict, bladeMenu, bladeRoleMenu, bladeSeedStep } from '../src/db/schema';
import { SEED_IDS } from '../src/db/seed';
import { runSeedSteps } from '../src/db/seed/steps';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

/** The carousel's page and its buttons (`carousel_add` …) as stored. */
const carouselRows = () =>
  signedIn.server.database.db
    .select({ id: bladeMenu.id, code: bladeMenu.code, parentId: bladeMenu.parentId })
    .from(bladeMenu)
    .where(like(bladeMenu.code, 'carousel%'));

/** The administrator's console routes (the menu the sidebar shows). */
async function adminRoutes(): Promise<string[]> {
  const answer = await authed(signedIn.server.app, signedIn.token, { url: '/api/blade-system/menu/routes' });
  const paths: string[] = [];
  const walk = (items: { path: string; children?: unknown[] }[]) => {
    for (const item of items) {
      paths.push(item.path);
      walk((item.children ?? []) as typeof items);
    }
  };
  walk(answer.json().data);
  return paths;
}

describe('a definition added after the database was seeded (issue 38: "see it in the menu")', () => {
  it('brings its menu entry and buttons once, under its parent, granted to the administrator', async () => {
    const { db } = signedIn.server.database;
    const seeded = await carouselRows();
    expect(seeded.map((row) => row.code).sort()).toEqual([
      'carousel',
      'carousel_add',
      'carousel_delete',
      'carousel_edit',
      'carousel_view',
    ]);
    // A database from before the carousel existed: no rows, no grants, the step not yet run.
    const ids = seeded.map((row) => row.id);
    await db.delete(bladeRoleMenu).where(inArray(bladeRoleMenu.menuId, ids));
    await db.delete(bladeMenu).where(inArray(bladeMenu.id, ids));
    await db.delete(bladeSeedStep).where(eq(bladeSeedStep.name, 'menu-carousel'));
    expect(await adminRoutes()).not.toContain('/website/carousel');

    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual(['menu-carousel']);
    const added = await carouselRows();
    expect(added).toHaveLength(5);
    const page = added.find((row) => row.code === 'carousel')!;
    const [website] = await db
      .select({ id: bladeMenu.id })
      .from(bladeMenu)
      .where(eq(bladeMenu.code, 'website'));
    expect(page.parentId).toBe(website!.id);
    for (const button of added.filter((row) => row !== page)) expect(button.parentId).toBe(page.id);
    const granted = await db
      .select({ menuId: bladeRoleMenu.menuId })
      .from(bladeRoleMenu)
      .where(
        and(
          eq(bladeRoleMenu.roleId, SEED_IDS.administratorRole),
          inArray(
            bladeRoleMenu.menuId,
            added.map((row) => row.id),
          ),
        ),
      );
    expect(granted).toHaveLength(5);
    expect(await adminRoutes()).toContain('/website/carousel');

    // Run again (the marker removed): the entry is there, nothing is added twice.
    await db.delete(bladeSeedStep).where(eq(bladeSeedStep.name, 'menu-carousel'));
    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual(['menu-carousel']);
    expect(await carouselRows()).toHaveLength(5);
  });
});

describe('an area that brings its own dictionaries (报表管理: report_dataset, report_chart)', () => {
  it('seeds them into a database seeded before it, once', async () => {
    const { db } = signedIn.server.database;
    const chartItems = async () =>
      (
        await db
          .select({ key: bladeDict.dictKey, value: bladeDict.dictValue })
          .from(bladeDict)
          .where(and(eq(bladeDict.code, 'report_chart'), ne(bladeDict.parentId, 0n)))
      ).sort((a, b) => a.key.localeCompare(b.key));
    const seeded = await chartItems();
    expect(seeded).toContainEqual({ key: 'bar', value: '柱状图' });
    await db.delete(bladeDict).where(eq(bladeDict.code, 'report_chart'));
    await db.delete(bladeSeedStep).where(eq(bladeSeedStep.name, 'dicts-report'));
    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual(['dicts-report']);
    expect(await chartItems()).toEqual(seeded);
    // The dictionary checks a report's chart type against it again.
    const refused = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-report/report/rest/submit',
      payload: { name: '雷达图报表', dataset: 'orders_by_day', chartType: 'radar', rangeDays: 7 },
    });
    expect(refused.json().msg).toMatch(/^图表类型的取值不正确/);
  });
});

import type { EmployeeActivity } from '@blade-console/blade-client/types';
import { DEMO_ROWS, employeeActivityResource } from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeDept } from '../src/db/schema';
import { SEED_IDS } from '../src/db/seed';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Reference fields (issue 38): a definition's `ref: 'dept'` is checked on every write — the
 * department must be a live one of the writer's tenant — and lists name it (`deptIdName`).
 * 员工活动's organising department is the first generic field that refers to another resource.
 */
const signedIn = signedInServerForFile();
const { list, detail, submit } = resourceCalls<EmployeeActivity>(
  signedIn,
  `/api${employeeActivityResource.path}`,
);

const [sportsDay, safetyContest] = DEMO_ROWS[employeeActivityResource.name] as { title: string }[];

const activity = (title: string, deptId: string) => ({
  title,
  lang: 'zh',
  activityDate: '2026-11-20 09:00:00',
  deptId,
});

describe('a reference field (员工活动 › 组织部门, ref: dept)', () => {
  it('lists and details name the department each row holds', async () => {
    const page = await list('?lang_equal=zh');
    const sports = page.records.find((row) => row.title === sportsDay!.title);
    expect(sports).toMatchObject({ deptId: String(SEED_IDS.rootDept), deptIdName: '布雷德科技' });
    expect(await detail(sports!.id!)).toMatchObject({ deptIdName: '布雷德科技' });
    // Filtering by the department narrows the list to its rows.
    const narrowed = await list(`?deptId_equal=${SEED_IDS.changzhouDept}`);
    expect(narrowed.records.map((row) => row.title)).toEqual([safetyContest!.title]);
  });

  it('stores a department of the tenant and names it', async () => {
    const saved = await submit(activity('苏州分公司开放日', String(SEED_IDS.suzhouDept)));
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = (await list('?title=苏州分公司开放日')).records;
    expect(row).toMatchObject({ deptIdName: '苏州布雷德' });
    // The field is optional: it may be emptied, and the name goes with it.
    expect((await submit({ id: row!.id, deptId: '' })).statusCode).toBe(200);
    expect((await list('?title=苏州分公司开放日')).records[0]).toMatchObject({ deptId: '', deptIdName: '' });
  });

  it('refuses a department that does not exist, is deleted or is another tenant’s, and stores nothing', async () => {
    const { db } = signedIn.server.database;
    const elsewhere = nextId();
    const deleted = nextId();
    await db.insert(bladeDept).values([
      { id: elsewhere, tenantId: '654321', deptName: '别家公司', ancestors: '0' },
      { id: deleted, tenantId: '000000', deptName: '已撤销网点', ancestors: '0', isDeleted: 1 },
    ]);
    try {
      for (const deptId of ['999', String(elsewhere), String(deleted)]) {
        const refused = await submit(activity(`无效部门 ${deptId}`, deptId));
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 400,
          success: false,
          msg: `组织部门「${deptId}」不存在，请重新选择`,
        });
      }
      expect((await list('?title=无效部门')).total).toBe(0);
      // An edit is checked too, and leaves the row as it was.
      const [row] = (await list(`?title=${encodeURIComponent(safetyContest!.title)}`)).records;
      expect((await submit({ id: row!.id, deptId: String(elsewhere) })).statusCode).toBe(400);
      expect(await detail(row!.id!)).toMatchObject({ deptId: String(SEED_IDS.changzhouDept) });
    } finally {
      await db.delete(bladeDept).where(eq(bladeDept.id, elsewhere));
      await db.delete(bladeDept).where(eq(bladeDept.id, deleted));
    }
  });
});

import { createHash } from 'node:crypto';
import type { Page, RecordHistory, TreeNode } from '@blade-console/blade-client/types';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_SCOPE_CATEGORY } from '../src/crud/data-scope';
import { nextId } from '../src/db/ids';
import { bladeParam, bladeRole, bladeRoleScope, bladeTenant, bladeUser } from '../src/db/schema';
import { onRecordChanges } from '../src/history/changes';
import { createUser, credentialsOf, dataOf, signIn, signInNewUser } from './helpers';
import { historyCalls } from './support/record-history';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Record history (issue 42): a row with each save, in its transaction (none for a failed one), no
 * secret and no long earlier text in it, and who may read it. Restores and retention:
 * record-history-restore.test.ts.
 */
const signedIn = signedInServerForFile();
const { post, get, paramWithEdits, historyOf, history, storedRows } = historyCalls(signedIn);
const BLADE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('a history row with every save', () => {
  it('records a create, two updates and a delete: who, when, and each changed field before and after', async () => {
    const [created, first, second] = await paramWithEdits('history.plain', 'v2', 'v3');
    expect(await post(`/blade-system/param/remove?ids=${created!.id}`)).toMatchObject({ statusCode: 200 });

    const rows = await history('param', created!.id);
    expect(rows.map((r) => r.operation)).toEqual(['delete', 'update', 'update', 'create']);
    for (const row of rows) {
      expect(row).toMatchObject({
        resource: 'param',
        recordId: created!.id,
        tenantId: '000000',
        userName: '管理员',
      });
      expect(row.userId).toMatch(/^\d+$/);
      expect(row.createTime).toMatch(BLADE_TIME);
    }
    const [removed, edit2, edit1, create] = rows;
    expect(create!.changes).toEqual(
      expect.arrayContaining([
        { field: 'paramKey', after: 'history.plain' },
        { field: 'paramValue', after: 'v1' },
      ]),
    );
    // An update names only what changed (the audit columns are no fields).
    expect(edit1!.changes).toEqual([{ field: 'paramValue', before: 'v1', after: 'v2' }]);
    expect(edit2!.changes).toEqual([{ field: 'paramValue', before: 'v2', after: 'v3' }]);
    expect(removed!.changes).toEqual(expect.arrayContaining([{ field: 'paramValue', before: 'v3' }]));
    expect(first!.paramValue).toBe('v2');
    expect(second!.paramValue).toBe('v3');
  });

  it('pages newest first in Blade’s page envelope', async () => {
    const [created] = await paramWithEdits('history.paged', 'a', 'b', 'c');
    const page = await dataOf<Page<RecordHistory>>(
      historyOf('param', created!.id, signedIn.token, '&current=1&size=2'),
    );
    expect(page).toMatchObject({ total: 4, size: 2, current: 1, pages: 2 });
    expect(page.records.map((r) => r.changes[0]?.after)).toEqual(['c', 'b']);
    const last = await dataOf<Page<RecordHistory>>(
      historyOf('param', created!.id, signedIn.token, '&current=2&size=2'),
    );
    expect(last.records.map((r) => r.operation)).toEqual(['update', 'create']);
  });

  it('never stores a secret: an OAuth client’s secret and a storage provider’s keys are left out', async () => {
    const secret = `client-secret-${nextId()}`;
    const clientId = `hist${nextId()}`.slice(0, 20);
    const saved = await post('/blade-system/client/submit', {
      clientId,
      clientSecret: secret,
      accessTokenValidity: 3600,
      refreshTokenValidity: 7200,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ossSecret = `oss-secret-${nextId()}`;
    const ossKey = `oss-access-${nextId()}`;
    const oss = await post('/blade-resource/oss/submit', {
      ossCode: `h${nextId()}`.slice(0, 12),
      category: 1,
      endpoint: 'http://127.0.0.1:9',
      accessKey: ossKey,
      secretKey: ossSecret,
      bucketName: 'b',
    });
    expect(oss.statusCode, oss.body).toBe(200);
    const rows = await signedIn.server.database.db.execute(
      sql`select resource, changes::text as changes from blade_record_history where resource in ('client', 'oss')`,
    );
    const all = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(all).toContain(clientId);
    expect(all).not.toContain(secret);
    expect(all).not.toContain(ossSecret);
    expect(all).not.toContain(ossKey);
    expect(all).not.toMatch(/clientSecret|secretKey|accessKey/);
  });

  it('keeps a long text’s earlier value as its SHA-256 and its new value whole', async () => {
    const long = 'x'.repeat(3000);
    const longer = 'y'.repeat(3500);
    const [created] = await paramWithEdits('history.long', long, longer);
    const [edit2, edit1, create] = await history('param', created!.id);
    expect(create!.changes).toContainEqual({ field: 'paramValue', after: 'v1' });
    expect(edit1!.changes).toEqual([{ field: 'paramValue', before: 'v1', after: long }]);
    const sha = createHash('sha256').update(long).digest('hex');
    expect(edit2!.changes).toEqual([{ field: 'paramValue', beforeHash: sha, after: longer }]);
  });

  it('leaves no row when the save fails: a refused stale save, and a failure inside the save’s transaction', async () => {
    const [created, edited] = await paramWithEdits('history.rollback', 'v2');
    const before = await storedRows(created!.id);
    const stale = await post('/blade-system/param/submit', {
      ...created,
      paramValue: 'stale',
      updateTime: created!.updateTime,
    });
    expect(stale.statusCode).toBe(409);
    // A failure after the history row was written (the listener beside it throws): all of it rolls back.
    const stop = onRecordChanges(() => {
      throw new Error('publisher down');
    });
    try {
      const failed = await post('/blade-system/param/submit', { ...edited, paramValue: 'lost' });
      expect(failed.statusCode).toBe(500);
      const fresh = await post('/blade-system/param/submit', {
        paramName: 'never',
        paramKey: 'history.rollback.new',
        paramValue: 'x',
      });
      expect(fresh.statusCode).toBe(500);
    } finally {
      stop();
    }
    expect(await storedRows(created!.id)).toBe(before);
    const [stored] = await signedIn.server.database.db
      .select()
      .from(bladeParam)
      .where(eq(bladeParam.id, BigInt(created!.id)));
    expect(stored!.paramValue).toBe('v2');
    const [orphan] = await signedIn.server.database.db
      .select({ n: count() })
      .from(bladeParam)
      .where(eq(bladeParam.paramKey, 'history.rollback.new'));
    expect(orphan!.n).toBe(0);
  });
});

describe('special writes of a model’s rows', () => {
  it('records a user’s new roles (the role grant) and a password reset without the password', async () => {
    const arranged = await createUser(signedIn.server.database, { roleAlias: 'clerk' });
    const [user] = await signedIn.server.database.db
      .select({ id: bladeUser.id })
      .from(bladeUser)
      .where(eq(bladeUser.account, arranged.account));
    const id = String(user!.id);
    const roleId = String(nextId());
    await signedIn.server.database.db.insert(bladeRole).values({
      id: BigInt(roleId),
      tenantId: '000000',
      roleName: 'history',
      roleAlias: 'history',
    });
    expect(await post(`/blade-user/grant?userIds=${id}&roleIds=${roleId}`)).toMatchObject({
      statusCode: 200,
    });
    expect(await post(`/blade-user/reset-password?userIds=${id}`)).toMatchObject({ statusCode: 200 });
    const [reset, grant] = await history('user', id);
    expect(grant).toMatchObject({
      operation: 'update',
      changes: [{ field: 'roleId', before: arranged.roleId, after: roleId }],
    });
    expect(reset).toMatchObject({ operation: 'update', changes: [] });
  });
});

describe('a tenant’s settings', () => {
  it('record the fields they change, each before and after', async () => {
    const [tenant] = await signedIn.server.database.db
      .select({ id: bladeTenant.id, accountNumber: bladeTenant.accountNumber })
      .from(bladeTenant)
      .where(eq(bladeTenant.tenantId, '000000'));
    const id = String(tenant!.id);
    expect(await post(`/blade-system/tenant/setting?ids=${id}&accountNumber=9999`)).toMatchObject({
      statusCode: 200,
    });
    expect(
      await post(`/blade-system/tenant/setting?ids=${id}&accountNumber=${tenant!.accountNumber}`),
    ).toMatchObject({
      statusCode: 200,
    });
    const [back, set] = await history('tenant', id);
    expect(set!.changes).toEqual([{ field: 'accountNumber', before: tenant!.accountNumber, after: 9999 }]);
    expect(back!.changes).toEqual([{ field: 'accountNumber', before: 9999, after: tenant!.accountNumber }]);
  });
});

describe('regions (keyed by code, written by code of their own)', () => {
  it('record a create, an edit and a removal by code, read by any signed-in user; no restore', async () => {
    const code = '97';
    const saved = await post('/blade-system/region/submit', { code, parentCode: '00', name: '历史省' });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await dataOf<{ updateTime: string }>(get(`/blade-system/region/detail?code=${code}`));
    const edit = { code, parentCode: '00', name: '历史省改', updateTime: stored.updateTime };
    expect(await post('/blade-system/region/submit', edit)).toMatchObject({ statusCode: 200 });
    expect(await post(`/blade-system/region/remove?id=${code}`)).toMatchObject({ statusCode: 200 });

    const clerk = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    const rows = (await dataOf<Page<RecordHistory>>(historyOf('region', code, clerk))).records;
    expect(rows.map((r) => r.operation)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]!.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: '历史省', after: '历史省改' }]),
    );
    expect(rows[2]!.changes).toEqual(expect.arrayContaining([{ field: 'code', after: code }]));
    const restore = await post('/blade-system/record-history/restore', { id: rows[2]!.id });
    expect([restore.statusCode, restore.json().msg]).toEqual([400, '资源 region 的版本不能在这里恢复']);
    expect((await historyOf('region', 'x1', clerk)).statusCode).toBe(400);
  });
});

describe('who may read a record’s history', () => {
  it('refuses a non-administrator (401, as the parameter’s own detail does) and an unknown resource (400)', async () => {
    const [created] = await paramWithEdits('history.readers', 'v2');
    const clerk = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    expect((await get(`/blade-system/param/detail?id=${created!.id}`, clerk)).statusCode).toBe(401);
    expect((await historyOf('param', created!.id, clerk)).statusCode).toBe(401);
    const unknown = await historyOf('nothing', created!.id);
    expect([unknown.statusCode, unknown.json().msg]).toEqual([400, '资源 nothing 没有修改历史']);
  });

  it('shows another tenant’s administrator nothing of this tenant’s record', async () => {
    const [created] = await paramWithEdits('history.tenant', 'v2');
    const other = await signInNewUser(signedIn.server, { roleAlias: 'admin', tenantId: 'rh0001' });
    const page = await dataOf<Page<RecordHistory>>(historyOf('param', created!.id, other));
    expect(page).toMatchObject({ total: 0, records: [] });
    expect(await dataOf(get(`/blade-system/param/detail?id=${created!.id}`, other))).toEqual({});
  });

  it('refuses (403) a reader whose data scope leaves the record out, like its detail', async () => {
    const title = `history-${nextId()}`;
    expect((await post('/blade-desk/notice/submit', { title, category: 1 })).statusCode).toBe(200);
    const id = (await dataOf<Page<{ id: string }>>(get(`/blade-desk/notice/list?title=${title}`))).records[0]!
      .id;
    // A rule of 本人 (own rows) on notices, granted to a clerk who created none.
    const scopeName = `history-own-${nextId()}`;
    const rule = await post('/blade-system/data-scope/submit', {
      menuId: await noticeMenuId(),
      resourceCode: 'notice',
      scopeName,
      scopeType: 2,
      scopeColumn: 'create_user',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const rules = await dataOf<Page<{ id: string }>>(
      get(`/blade-system/data-scope/list?scopeName=${scopeName}`),
    );
    const clerk = await createUser(signedIn.server.database, { roleAlias: 'clerk' });
    await signedIn.server.database.db.insert(bladeRoleScope).values({
      id: nextId(),
      roleId: BigInt(clerk.roleId),
      scopeId: BigInt(rules.records[0]!.id),
      scopeCategory: DATA_SCOPE_CATEGORY,
    });
    const reader = (await signIn(signedIn.server.app, credentialsOf(clerk))).access_token;
    expect((await get(`/blade-desk/notice/detail?id=${id}`, reader)).statusCode).toBe(403);
    const refused = await historyOf('notice', id, reader);
    expect([refused.statusCode, refused.json().msg]).toEqual([403, expect.stringContaining('数据权限')]);
    // The administrator (no rule) reads it.
    expect((await history('notice', id)).map((r) => r.operation)).toEqual(['create']);
  });
});

/** The id of the notice menu, under which data-scope rules hang. */
async function noticeMenuId(): Promise<string> {
  type Node = TreeNode & { code?: string };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat((n.children ?? []) as Node[])]);
  return String(
    flat(await dataOf<Node[]>(get('/blade-system/menu/list'))).find((n) => n.code === 'notice')?.id,
  );
}

import type { Page, Param } from '@blade-console/blade-client/types';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeParam, bladeRecordHistory } from '../src/db/schema';
import { HISTORY_RETENTION_JOB, HISTORY_RETENTION_PARAM_KEY } from '../src/history/retention';
import { dataOf, signInNewUser } from './helpers';
import { historyCalls } from './support/record-history';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Record history (issue 42): an administrator restores a version as a save through the version
 * check, and history is kept for the `history.retentionDays` parameter's days.
 */
const signedIn = signedInServerForFile();
const { post, get, paramWithEdits, history, storedRows } = historyCalls(signedIn);

describe('restoring a version', () => {
  it('puts the first version back through the version check: a stale version is refused with the conflict', async () => {
    const [created, , last] = await paramWithEdits('history.restore', 'v2', 'v3');
    const rows = await history('param', created!.id);
    const create = rows.at(-1)!;
    const before = await storedRows(created!.id);
    // With the version the record had before its last save: someone changed it since.
    const stale = await post('/blade-system/record-history/restore', {
      id: create.id,
      updateTime: created!.updateTime,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, success: false, data: { updateTime: last!.updateTime } });
    expect(stale.json().msg).toContain('该参数已被 管理员 于');
    expect(await storedRows(created!.id)).toBe(before);

    const restored = await post('/blade-system/record-history/restore', {
      id: create.id,
      updateTime: last!.updateTime,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const now = await dataOf<Param>(get(`/blade-system/param/detail?id=${created!.id}`));
    expect(now.paramValue).toBe('v1');
    expect(now.updateTime).not.toBe(last!.updateTime);
    const [restore] = await history('param', created!.id);
    expect(restore).toMatchObject({
      operation: 'restore',
      restoredFrom: create.id,
      userName: '管理员',
      changes: [{ field: 'paramValue', before: 'v3', after: 'v1' }],
    });
  });

  it('restores a middle version, and refuses a non-administrator (401) and a removal’s row (400)', async () => {
    const [created, edited] = await paramWithEdits('history.middle', 'v2', 'v3');
    const [, middle] = await history('param', created!.id);
    const clerk = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    const refused = await post('/blade-system/record-history/restore', { id: middle!.id }, clerk);
    expect(refused.statusCode).toBe(401);
    expect(await post('/blade-system/record-history/restore', { id: middle!.id })).toMatchObject({
      statusCode: 200,
    });
    expect((await dataOf<Param>(get(`/blade-system/param/detail?id=${created!.id}`))).paramValue).toBe(
      edited!.paramValue,
    );
    expect(await post(`/blade-system/param/remove?ids=${created!.id}`)).toMatchObject({ statusCode: 200 });
    const [removal] = await history('param', created!.id);
    const again = await post('/blade-system/record-history/restore', { id: removal!.id });
    expect([again.statusCode, again.json().msg]).toEqual([400, expect.stringContaining('删除')]);
  });
});

describe('retention', () => {
  async function setRetention(days: string) {
    const [param] = await signedIn.server.database.db
      .select()
      .from(bladeParam)
      .where(eq(bladeParam.paramKey, HISTORY_RETENTION_PARAM_KEY));
    expect(param?.paramValue).toBeDefined();
    const answer = await post('/blade-system/param/submit', {
      id: String(param!.id),
      paramName: param!.paramName,
      paramKey: param!.paramKey,
      paramValue: days,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  async function arrange(tag: string, daysAgo: number) {
    await signedIn.server.database.db.insert(bladeRecordHistory).values({
      id: nextId(),
      tenantId: '000000',
      resource: 'param',
      recordId: tag,
      operation: 'update',
      userName: 'x',
      createTime: new Date(Date.now() - daysAgo * 86_400_000),
      changes: [],
    });
  }

  it('follows the history.retentionDays parameter (365 days by default), as the logs follow theirs', async () => {
    const page = await dataOf<Page<Param>>(
      get(`/blade-system/param/list?paramKey=${HISTORY_RETENTION_PARAM_KEY}`),
    );
    expect(page.records).toMatchObject([{ paramKey: HISTORY_RETENTION_PARAM_KEY, paramValue: '365' }]);
    await arrange('retention-400d', 400);
    await arrange('retention-20d', 20);
    await signedIn.server.app.bladeJobs.runNow(HISTORY_RETENTION_JOB);
    expect([await storedRows('retention-400d'), await storedRows('retention-20d')]).toEqual([0, 1]);

    await setRetention('10');
    await arrange('retention-11d', 11);
    await arrange('retention-9d', 9);
    await signedIn.server.app.bladeJobs.runNow(HISTORY_RETENTION_JOB);
    const left = await signedIn.server.database.db
      .select({ recordId: bladeRecordHistory.recordId })
      .from(bladeRecordHistory)
      .where(
        and(eq(bladeRecordHistory.resource, 'param'), sql`${bladeRecordHistory.recordId} like 'retention-%'`),
      );
    expect(left.map((r) => r.recordId)).toEqual(['retention-9d']);
  });
});

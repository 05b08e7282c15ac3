import type { Page, Param } from '@blade-console/blade-client/types';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeLogApi, bladeLogApiCount, bladeLogError, bladeLogUsual, bladeParam } from '../src/db/schema';
import { RETENTION_JOB, RETENTION_PARAM_KEY } from '../src/logs/retention';
import { authed, dataOf, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

async function apiRows(): Promise<number> {
  await signedIn.server.app.bladeLogs.flush();
  const [row] = await signedIn.server.database.db.select({ n: count() }).from(bladeLogApi);
  return row!.n;
}

async function counted(route: string, status: number, method = 'GET'): Promise<number> {
  await signedIn.server.app.bladeLogs.flush();
  const [row] = await signedIn.server.database.db
    .select({ n: bladeLogApiCount.count })
    .from(bladeLogApiCount)
    .where(
      and(
        eq(bladeLogApiCount.day, today()),
        eq(bladeLogApiCount.method, method),
        eq(bladeLogApiCount.route, route),
        eq(bladeLogApiCount.status, status),
      ),
    );
  return row?.n ?? 0;
}

describe('anonymous and refused calls', () => {
  it('are counted per day, route and status, not stored: 100 anonymous calls add no API-log row', async () => {
    const before = await apiRows();
    const countedBefore = await counted('/api/blade-system/post/list', 401);
    for (let i = 0; i < 100; i++) {
      const answer = await signedIn.server.app.inject({
        url: `/api/blade-system/post/list?current=${i}`,
        headers: { 'user-agent': `anonymous-${i}`, 'blade-auth': 'bearer forged.token.value' },
      });
      expect(answer.statusCode).toBe(401);
    }
    expect(await apiRows()).toBe(before);
    expect(await counted('/api/blade-system/post/list', 401)).toBe(countedBefore + 100);
  });

  it('count a path nobody routes under one counter, however many paths a caller invents', async () => {
    const before = await counted('(no route)', 404);
    for (let i = 0; i < 20; i++) await signedIn.server.app.inject(`/api/made-up-${i}/list`);
    expect(await counted('(no route)', 404)).toBe(before + 20);
    // A signed-in caller's call to no route is theirs: stored, not counted.
    const rows = await apiRows();
    await authed(signedIn.server.app, signedIn.token, { url: '/api/made-up/by-admin' });
    // Its token is checked after the answer, so the row may come a moment later.
    await expect.poll(apiRows).toBe(rows + 1);
    expect(await counted('(no route)', 404)).toBe(before + 20);
  });

  it('count a signed-in caller refused for want of a right (401 of a role check), and store the rest', async () => {
    const clerk = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    const before = await apiRows();
    const refused = await authed(signedIn.server.app, clerk, { url: '/api/blade-flow/model/list' });
    expect(refused.statusCode).toBe(401);
    expect(await counted('/api/blade-flow/model/list', 401)).toBe(1);
    await authed(signedIn.server.app, signedIn.token, { url: '/api/blade-system/post/list' });
    expect(await apiRows()).toBe(before + 1);
  });
});

/** Rows of each log table (and a counter) made `days` ago, tagged with `tag`. */
async function arrangeLogs(tag: string, days: number, apiRows = 1) {
  const { db } = signedIn.server.database;
  const at = new Date(Date.now() - days * DAY).toISOString();
  // Many rows in one statement: more than one delete batch when asked for.
  await db.execute(sql`
    insert into blade_log_api (id, tenant_id, user_agent, create_time, type)
    select (floor(random() * 1e15))::bigint * 1000 + g, '000000', ${tag}, ${at}::timestamp, '1'
    from generate_series(1, ${apiRows}) g`);
  const row = { tenantId: '000000', userAgent: tag, createTime: new Date(at) };
  await db.insert(bladeLogUsual).values({ ...row, id: BigInt(Date.now()) * 1000n + BigInt(days) });
  await db.insert(bladeLogError).values({ ...row, id: BigInt(Date.now()) * 1000n + BigInt(days) });
  await db
    .insert(bladeLogApiCount)
    .values({ day: at.slice(0, 10), method: 'GET', route: tag, status: 401, count: 1 })
    .onConflictDoNothing();
}

async function remaining(tag: string) {
  const { db } = signedIn.server.database;
  const [api] = await db.select({ n: count() }).from(bladeLogApi).where(eq(bladeLogApi.userAgent, tag));
  const [usual] = await db.select({ n: count() }).from(bladeLogUsual).where(eq(bladeLogUsual.userAgent, tag));
  const [error] = await db.select({ n: count() }).from(bladeLogError).where(eq(bladeLogError.userAgent, tag));
  const [counter] = await db
    .select({ n: count() })
    .from(bladeLogApiCount)
    .where(eq(bladeLogApiCount.route, tag));
  return { api: api!.n, usual: usual!.n, error: error!.n, counter: counter!.n };
}

async function setRetention(days: string) {
  const [param] = await signedIn.server.database.db
    .select()
    .from(bladeParam)
    .where(eq(bladeParam.paramKey, RETENTION_PARAM_KEY));
  const answer = await authed(signedIn.server.app, signedIn.token, {
    method: 'POST',
    url: '/api/blade-system/param/submit',
    payload: {
      id: String(param!.id),
      paramName: param!.paramName,
      paramKey: param!.paramKey,
      paramValue: days,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('log retention', () => {
  it('is a parameter of 30 days the administrator finds on the parameter page', async () => {
    const page = await dataOf<Page<Param>>(
      authed(signedIn.server.app, signedIn.token, {
        url: `/api/blade-system/param/list?paramKey=${RETENTION_PARAM_KEY}`,
      }),
    );
    expect(page.records).toMatchObject([{ paramKey: RETENTION_PARAM_KEY, paramValue: '30' }]);
  });

  it('deletes rows older than 30 days in batches, keeps newer ones, and notes the run', async () => {
    await arrangeLogs('retention-31d', 31, 5_003);
    await arrangeLogs('retention-29d', 29);
    await signedIn.server.app.bladeJobs.runNow(RETENTION_JOB);
    expect(await remaining('retention-31d')).toEqual({ api: 0, usual: 0, error: 0, counter: 0 });
    expect(await remaining('retention-29d')).toEqual({ api: 1, usual: 1, error: 1, counter: 1 });
    await signedIn.server.app.bladeLogs.flush();
    const [run] = await signedIn.server.database.db
      .select()
      .from(bladeLogUsual)
      .where(eq(bladeLogUsual.logId, RETENTION_JOB));
    expect(JSON.parse(run!.logData!)).toMatchObject({ days: 30, deleted: { api: 5_003, counts: 1 } });
  });

  it('honours the parameter as edited, and falls back to 30 days on a value that is no number', async () => {
    await arrangeLogs('retention-10d', 10);
    await arrangeLogs('retention-5d', 5);
    await setRetention('7');
    await signedIn.server.app.bladeJobs.runNow(RETENTION_JOB);
    expect((await remaining('retention-10d')).api).toBe(0);
    expect((await remaining('retention-5d')).api).toBe(1);

    await arrangeLogs('retention-20d', 20);
    await setRetention('soon');
    await signedIn.server.app.bladeJobs.runNow(RETENTION_JOB);
    expect((await remaining('retention-20d')).api).toBe(1);
    await setRetention('30');
  });
});

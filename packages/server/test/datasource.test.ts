import { SECRET_MASK } from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeDatasource, bladeSeedStep } from '../src/db/schema';
import { SEED_DATASOURCE_ID } from '../src/db/seed/datasources';
import { runSeedSteps } from '../src/db/seed/steps';
import { authed, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const BASE = '/api/blade-develop/datasource';
type Row = Record<string, unknown> & { id: string };

function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, as = signedIn.token) {
  return authed(signedIn.server.app, as, { method, url, ...(payload ? { payload } : {}) });
}

async function data<T = unknown>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.json()).toMatchObject({ code: 200, success: true });
  return response.json().data as T;
}

async function refused(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  as = signedIn.token,
) {
  const response = await call(method, url, payload, as);
  return {
    status: response.statusCode,
    body: response.json() as { code: number; success: boolean; msg: string },
  };
}

async function storedPassword(id: string): Promise<string | undefined> {
  const [row] = await signedIn.server.database.db
    .select({ password: bladeDatasource.password })
    .from(bladeDatasource)
    .where(eq(bladeDatasource.id, BigInt(id)));
  return row?.password;
}

const valid = {
  name: 'pg-orders',
  driverClass: 'org.postgresql.Driver',
  url: 'jdbc:postgresql://db:5432/orders?ssl=true&amp;loggerLevel=OFF',
  username: 'orders',
  password: 's3cret',
  remark: '订单库',
};

describe('data sources (/blade-develop/datasource)', () => {
  it('has the seeded MySQL data source', async () => {
    const row = await data<Row>('GET', `${BASE}/detail?id=${SEED_DATASOURCE_ID}`);
    expect(row).toMatchObject({
      id: String(SEED_DATASOURCE_ID),
      name: 'mysql',
      driverClass: 'com.mysql.cj.jdbc.Driver',
      username: 'root',
      password: SECRET_MASK,
      isDeleted: 0,
    });
    expect(String(row.url)).toMatch(/^jdbc:mysql:\/\/localhost:3306\/blade\?useSSL=false&useUnicode=true&/);
  });

  it('is seeded once into a database seeded before the step existed', async () => {
    const { db } = signedIn.server.database;
    // A database from before the step: no marker, no row.
    await db.delete(bladeSeedStep).where(eq(bladeSeedStep.name, 'demo-datasource'));
    await db.delete(bladeDatasource).where(eq(bladeDatasource.id, SEED_DATASOURCE_ID));
    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual(['demo-datasource']);
    expect(await data('GET', `${BASE}/detail?id=${SEED_DATASOURCE_ID}`)).toMatchObject({ name: 'mysql' });
    // Then never again.
    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual([]);
  });

  it('adds, lists (paged, filtered), reads, edits and logically removes one', async () => {
    await data('POST', `${BASE}/submit`, valid);
    const page = await data<{ records: Row[]; total: number; current: number; size: number }>(
      'GET',
      `${BASE}/list?name=orders&current=1&size=10`,
    );
    expect(page).toMatchObject({ total: 1, current: 1, size: 10 });
    const [added] = page.records;
    // `&amp;` in the url is stored unescaped; the password never leaves (issue 37: Blade sends it).
    expect(added).toMatchObject({
      ...valid,
      password: SECRET_MASK,
      url: 'jdbc:postgresql://db:5432/orders?ssl=true&loggerLevel=OFF',
      status: 1,
      isDeleted: 0,
    });
    expect(added!.id).toMatch(/^\d+$/);
    expect(added!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await data<{ total: number }>('GET', `${BASE}/list?name_equal=pg`)).total).toBe(0);
    expect((await data<{ total: number }>('GET', `${BASE}/list?driverClass=postgresql`)).total).toBe(1);
    // The password is no filter (ignored like any unknown key): a LIKE would let it be guessed.
    expect((await data<{ total: number }>('GET', `${BASE}/list?name=orders&password_equal=nope`)).total).toBe(
      1,
    );
    expect(await refused('POST', `${BASE}/submit`, { ...valid, name: 'n'.repeat(101) })).toMatchObject({
      status: 400,
      body: { msg: '数据源名称不能超过 100 个字符' },
    });

    await data('POST', `${BASE}/submit`, { id: added!.id, name: 'pg-orders-2', remark: '' });
    const detail = await data<Row>('GET', `${BASE}/detail?id=${added!.id}`);
    expect(detail).toMatchObject({
      name: 'pg-orders-2',
      remark: '',
      username: 'orders',
      password: SECRET_MASK,
    });
    expect(await storedPassword(added!.id)).toBe('s3cret');
    // The form sends the mask back as it got it: the stored password stays; a new one replaces it,
    // and an empty one clears it (a database without a password is shown with none).
    await data('POST', `${BASE}/submit`, { ...detail, password: SECRET_MASK });
    expect(await storedPassword(added!.id)).toBe('s3cret');
    await data('POST', `${BASE}/submit`, { id: added!.id, password: 'n3w' });
    expect(await storedPassword(added!.id)).toBe('n3w');
    await data('POST', `${BASE}/submit`, { id: added!.id, password: '' });
    expect(await data<Row>('GET', `${BASE}/detail?id=${added!.id}`)).toMatchObject({ password: '' });
    const [listed] = (await data<Row[]>('GET', `${BASE}/select`)).filter((row) => row.id === added!.id);
    expect(listed).toMatchObject({ password: '' });
    expect((await data<Row[]>('GET', `${BASE}/select`)).find((row) => row.name === 'mysql')).toMatchObject({
      password: SECRET_MASK,
    });

    await data('POST', `${BASE}/remove?ids=${added!.id}`);
    expect(await data('GET', `${BASE}/detail?id=${added!.id}`)).toEqual({});
    expect((await data<{ total: number }>('GET', `${BASE}/list?name=pg-orders`)).total).toBe(0);
    // Logical: the row stays with is_deleted = 1, and a second remove finds nothing.
    const again = await refused('POST', `${BASE}/remove?ids=${added!.id}`);
    expect(again).toMatchObject({ status: 400, body: { code: 400, msg: '数据源不存在或已被删除' } });
    const [kept] = await signedIn.server.database.db
      .select({ isDeleted: bladeDatasource.isDeleted })
      .from(bladeDatasource)
      .where(eq(bladeDatasource.id, BigInt(added!.id)));
    expect(kept?.isDeleted).toBe(1);
  });

  it('refuses a data source without its required fields, with a sentence, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: undefined }, '数据源名称不能为空'],
      [{ ...valid, name: '  ' }, '数据源名称不能为空'],
      [{ ...valid, driverClass: '' }, '驱动类不能为空'],
      [{ ...valid, url: null }, '连接地址不能为空'],
      [{ ...valid, username: undefined }, '用户名不能为空'],
    ];
    for (const [payload, msg] of cases) {
      const answer = await refused('POST', `${BASE}/submit`, payload);
      expect(answer, JSON.stringify(payload)).toEqual({
        status: 400,
        body: expect.objectContaining({ code: 400, success: false, msg }),
      });
    }
    const long = await refused('POST', `${BASE}/submit`, { ...valid, url: `jdbc:x:${'a'.repeat(600)}` });
    expect(long).toMatchObject({ status: 400, body: { code: 400, msg: '连接地址不能超过 500 个字符' } });
    // An update may leave fields out but not blank them.
    const blanked = await refused('POST', `${BASE}/submit`, { id: String(SEED_DATASOURCE_ID), username: '' });
    expect(blanked).toMatchObject({ status: 400, body: { code: 400, msg: '用户名不能为空' } });
    const list = await data<{ records: Row[] }>('GET', `${BASE}/list?size=100`);
    expect(list.records.map((r) => r.name)).toEqual(['mysql']);
    expect(list.records[0]).toMatchObject({ username: 'root' });
    const missingIds = await refused('POST', `${BASE}/remove`);
    expect(missingIds).toMatchObject({ status: 400, body: { code: 400, msg: '缺少必要的请求参数: ids' } });
  });

  it('answers select with every live data source', async () => {
    await data('POST', `${BASE}/submit`, { ...valid, name: 'select-me' });
    const rows = await data<Row[]>('GET', `${BASE}/select`);
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['mysql', 'select-me']));
    const mine = rows.find((r) => r.name === 'select-me')!;
    expect(mine).toMatchObject({ driverClass: valid.driverClass, username: 'orders' });
    await data('POST', `${BASE}/remove?ids=${mine.id}`);
    expect((await data<Row[]>('GET', `${BASE}/select`)).map((r) => r.name)).not.toContain('select-me');
  });

  it('is for platform administrators only', async () => {
    const anonymous = await signedIn.server.app.inject({ url: `${BASE}/list` });
    expect(anonymous.statusCode).toBe(401);
    for (const who of [
      { tenantId: '000000', account: 'ds_user', roleAlias: 'user' },
      { tenantId: '612345', account: 'ds_admin', roleAlias: 'admin' },
    ]) {
      const as = await signInNewUser(signedIn.server, who);
      for (const [method, url, payload] of [
        ['GET', `${BASE}/list`],
        ['GET', `${BASE}/select`],
        ['GET', `${BASE}/detail?id=${SEED_DATASOURCE_ID}`],
        ['POST', `${BASE}/submit`, valid],
        ['POST', `${BASE}/remove?ids=${SEED_DATASOURCE_ID}`],
      ] as const) {
        const answer = await refused(method, url, payload, as);
        expect(answer, `${who.account} ${url}`).toMatchObject({
          status: 401,
          body: { code: 401, msg: '请求未授权' },
        });
      }
    }
    expect(await data('GET', `${BASE}/detail?id=${SEED_DATASOURCE_ID}`)).toMatchObject({ name: 'mysql' });
  });
});

describe('tenant data source (/blade-system/tenant/datasource)', () => {
  it('sets an existing data source and refuses an unknown or removed one', async () => {
    const url = (id: string | bigint) =>
      `/api/blade-system/tenant/datasource?tenantId=000000&datasourceId=${id}`;
    await data('POST', url(SEED_DATASOURCE_ID));
    const [tenant] = (
      await data<{ records: Row[] }>('GET', '/api/blade-system/tenant/list?tenantId_equal=000000')
    ).records;
    expect(tenant).toMatchObject({ datasourceId: String(SEED_DATASOURCE_ID) });

    expect(await refused('POST', url('42'))).toMatchObject({
      status: 400,
      body: { code: 400, msg: '数据源不存在或已被删除' },
    });
    await data('POST', `${BASE}/submit`, { ...valid, name: 'gone' });
    const [gone] = (await data<{ records: Row[] }>('GET', `${BASE}/list?name_equal=gone`)).records;
    await data('POST', `${BASE}/remove?ids=${gone!.id}`);
    expect(await refused('POST', url(gone!.id))).toMatchObject({ status: 400, body: { code: 400 } });
    // Nothing changed on the refusals.
    const [after] = (
      await data<{ records: Row[] }>('GET', '/api/blade-system/tenant/list?tenantId_equal=000000')
    ).records;
    expect(after).toMatchObject({ datasourceId: String(SEED_DATASOURCE_ID) });
  });
});

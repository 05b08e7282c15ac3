import type { Page, Param } from '@blade-console/blade-client/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { authed, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const base = '/api/blade-system/param';

async function list(query: string, as = signedIn.token): Promise<Page<Param & { id: string }>> {
  const response = await authed(signedIn.server.app, as, { url: `${base}/list?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function submit(body: Record<string, unknown>, as = signedIn.token) {
  return authed(signedIn.server.app, as, { method: 'POST', url: `${base}/submit`, payload: body });
}

async function idOf(paramKey: string, as = signedIn.token): Promise<string> {
  const page = await list(`paramKey_equal=${encodeURIComponent(paramKey)}`, as);
  expect(page.records).toHaveLength(1);
  return page.records[0]!.id;
}

describe('param CRUD', () => {
  it('lists the seeded params as a page', async () => {
    const page = await list('current=1&size=10');
    // account.registerUser, account.initPassword, log.retentionDays and history.retentionDays.
    expect(page).toMatchObject({ current: 1, size: 10, total: 4, pages: 1 });
    const seeded = page.records.find((p) => p.paramKey === 'account.initPassword')!;
    expect(seeded).toMatchObject({ paramValue: '123456', isDeleted: 0, status: 1 });
    expect(seeded.id).toMatch(/^\d+$/);
    expect(seeded.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('adds, reads, updates and removes a param', async () => {
    const created = await submit({
      paramName: '测试参数',
      paramKey: 'test.crud',
      paramValue: 'v1',
      remark: 'r',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ code: 200, success: true, data: {} });

    const id = await idOf('test.crud');
    const detail = await authed(signedIn.server.app, signedIn.token, { url: `${base}/detail?id=${id}` });
    expect(detail.json().data).toMatchObject({
      id,
      paramName: '测试参数',
      paramValue: 'v1',
      tenantId: '000000',
    });
    expect(detail.json().data.createUser).toBe('1123598821738675201');

    const updated = await submit({ id, paramValue: 'v2' });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await authed(signedIn.server.app, signedIn.token, { url: `${base}/detail?id=${id}` });
    expect(after.json().data).toMatchObject({ paramName: '测试参数', paramValue: 'v2' });

    const removed = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/remove?ids=${id}`,
    });
    expect(removed.json()).toMatchObject({ code: 200, success: true });
    expect((await list('paramKey_equal=test.crud')).total).toBe(0);
    const gone = await authed(signedIn.server.app, signedIn.token, { url: `${base}/detail?id=${id}` });
    expect(gone.json()).toMatchObject({ code: 200, data: {}, msg: '暂无承载数据' });
  });

  it('removes several ids at once', async () => {
    await submit({ paramName: 'a', paramKey: 'multi.a', paramValue: '1' });
    await submit({ paramName: 'b', paramKey: 'multi.b', paramValue: '2' });
    const ids = [await idOf('multi.a'), await idOf('multi.b')].join(',');
    const removed = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/remove?ids=${ids}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list('paramKey_likeright=multi.')).total).toBe(0);
  });

  it('rejects a duplicate key in the same tenant', async () => {
    await submit({ paramName: 'dup', paramKey: 'test.dup', paramValue: '1' });
    const again = await submit({ paramName: 'dup', paramKey: 'test.dup', paramValue: '2' });
    expect(again.statusCode).toBe(400);
    // It names the value that clashes, not only the field.
    expect(again.json()).toMatchObject({
      msg: '当前参数键名「test.dup」已存在',
      data: { field: 'paramKey' },
    });
  });
});

describe('param list filters and paging', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      await submit({ paramName: `分页${n}`, paramKey: `page.key${n}`, paramValue: `value_${i % 3}` });
    }
  });

  it('pages with current and size', async () => {
    const first = await list('paramKey_likeright=page.&size=5&current=1&ascs=param_key');
    expect(first).toMatchObject({ total: 12, size: 5, current: 1, pages: 3 });
    expect(first.records.map((r) => r.paramKey)).toEqual([
      'page.key01',
      'page.key02',
      'page.key03',
      'page.key04',
      'page.key05',
    ]);
    const last = await list('paramKey_likeright=page.&size=5&current=3&ascs=param_key');
    expect(last.records.map((r) => r.paramKey)).toEqual(['page.key11', 'page.key12']);
  });

  it('sorts descending by descs', async () => {
    const page = await list('paramKey_likeright=page.&size=2&descs=param_key');
    expect(page.records.map((r) => r.paramKey)).toEqual(['page.key12', 'page.key11']);
  });

  /** Each filter, among this file's 12 `page.key01`…`page.key12` params, keeps `total` of them. */
  async function expectTotals(cases: readonly (readonly [string, number])[]) {
    for (const [filter, total] of cases) {
      expect((await list(`${filter}&paramKey_likeright=page.`)).total, filter).toBe(total);
    }
  }

  it('filters with LIKE by default and with suffixes', async () => {
    expect((await list('paramName=分页1')).total).toBe(3); // 分页10, 11, 12
    expect((await list('paramKey_likeleft=key12')).total).toBe(1);
    await expectTotals([
      ['paramValue_equal=value_0', 4],
      ['paramValue_notequal=value_0', 8],
      ['paramKey_notlike=page.', 0],
      ['remark_null=1', 12],
      ['remark_notnull=1', 0],
      ['paramKey_ignore=zzz', 12],
      ['paramKey_gt=page.key10', 2],
      ['paramKey_le=page.key02', 2],
      ['paramKey_ge=page.key11', 2],
      ['paramKey_lt=page.key02', 1],
    ]);
  });

  it('treats % and _ typed by a person literally', async () => {
    expect((await list('paramValue=%')).total).toBe(0);
    await expectTotals([['paramValue=e_1', 4]]);
  });

  it('filters by date with the date suffixes', async () => {
    await expectTotals([
      ['createTime_dategt=2000-01-01 00:00:00', 12],
      ['createTime_datelt=2000-01-01 00:00:00', 0],
      ['createTime_datege=2000-01-01 00:00:00', 12],
      ['createTime_datele=2000-01-01 00:00:00', 0],
      ['createTime_dateequal=2000-01-01', 0],
    ]);
  });

  it('ignores unknown filter columns instead of failing', async () => {
    await expectTotals([['password=x&tenantId=999999', 12]]);
  });
});

describe('param bad input', () => {
  it('names a missing required field by its label, as the form does', async () => {
    const response = await submit({ paramName: 'x', paramValue: 'y' });
    expect(response.statusCode).toBe(400);
    // data.field: the form shows the message at that field (CrudForm's fieldErrorOf).
    expect(response.json()).toMatchObject({ code: 400, success: false, data: { field: 'paramKey' } });
    expect(response.json().msg).toBe('参数键名不能为空');
  });

  it('rejects an empty required field and a wrong type', async () => {
    const empty = await submit({ paramName: '', paramKey: 'k', paramValue: 'v' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ msg: '参数名称不能为空', data: { field: 'paramName' } });
    const wrongType = await submit({ paramName: { a: 1 }, paramKey: 'k', paramValue: 'v' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('rejects bad paging, a bad date and bad ids with 400, never 500', async () => {
    const cases: [string, string][] = [
      [`${base}/list?size=0`, '参数 size 超出范围: must be >= 1'],
      [`${base}/list?current=abc`, '参数 current 类型不正确，应为 整数'],
      [`${base}/list?size=100000`, '参数 size 超出范围: must be <= 1000'],
      [
        `${base}/list?createTime_dategt=yesterday`,
        '参数 createTime_dategt 应为日期 yyyy-MM-dd HH:mm:ss，收到 "yesterday"',
      ],
      [`${base}/list?paramKey_gt=x&id_equal=abc`, '参数 id_equal 应为数字编号，收到 "abc"'],
      [`${base}/detail`, '缺少必要的请求参数: id'],
      [`${base}/detail?id=abc`, '参数 id 格式不正确'],
      // Past bigint's range: refused by the id format (issue 37), before any query.
      [`${base}/detail?id=9999999999999999999`, '参数 id 格式不正确'],
    ];
    for (const [url, message] of cases) {
      const response = await authed(signedIn.server.app, signedIn.token, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().msg, url).toBe(message);
    }
    const noIds = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/remove`,
    });
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().msg).toBe('缺少必要的请求参数: ids');
    const badIds = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/remove?ids=1;drop`,
    });
    expect(badIds.statusCode).toBe(400);
  });

  it('rejects an update of an id that does not exist', async () => {
    const response = await submit({ id: '123', paramValue: 'v' });
    expect(response.statusCode).toBe(400);
  });
});

describe('param access and tenant isolation', () => {
  it('refuses users without an admin role with HTTP 401 请求未授权', async () => {
    const access_token = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    const response = await authed(signedIn.server.app, access_token, { url: `${base}/list` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
  });

  it('keeps each tenant to its own params', async () => {
    const otherToken = await signInNewUser(signedIn.server, {
      tenantId: '100001',
      account: 'admin',
      roleAlias: 'admin',
    });
    expect((await list('', otherToken)).total).toBe(0);

    // The same key may exist in both tenants.
    expect(
      (await submit({ paramName: 'x', paramKey: 'test.dup', paramValue: 'other' }, otherToken)).statusCode,
    ).toBe(200);
    const otherId = await idOf('test.dup', otherToken);
    expect((await list('paramKey=test.dup')).records.map((r) => r.paramValue)).toEqual(['1']);

    // Tenant 000000 can neither read, update nor remove the other tenant's row.
    const detail = await authed(signedIn.server.app, signedIn.token, { url: `${base}/detail?id=${otherId}` });
    expect(detail.json().data).toEqual({});
    expect((await submit({ id: otherId, paramValue: 'hijacked' })).statusCode).toBe(400);
    const removed = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/remove?ids=${otherId}`,
    });
    expect(removed.statusCode).toBe(400);
    const still = await authed(signedIn.server.app, otherToken, { url: `${base}/detail?id=${otherId}` });
    expect(still.json().data).toMatchObject({ paramValue: 'other', tenantId: '100001' });
  });
});

import { describe, expect, it } from 'vitest';
import { BladeApiError } from '../core/errors';
import { SPEC_CALLS } from '../spec-calls';
import { createHandlers } from './handlers';
import { mockTestBed } from './testBed';

const { store, newClient } = mockTestBed();

describe('mocks', () => {
  it('round-trips list → submit → detail → remove for params', async () => {
    const client = newClient();
    const first = await client.system.param.list({ current: 1, size: 10 });
    expect(first).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });

    await client.system.param.submit({ paramName: '站点名称', paramKey: 'site.name', paramValue: 'Blade' });
    const found = await client.system.param.list({ paramKey: 'site' });
    expect(found.total).toBe(1);
    const created = found.records[0];
    expect(created?.id).toMatch(/^\d{19}$/);
    expect(created?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await client.system.param.submit({ ...created, paramValue: 'Blade Console' });
    await expect(client.system.param.detail(created?.id ?? '')).resolves.toMatchObject({
      paramValue: 'Blade Console',
    });

    await client.system.param.remove([created?.id ?? '']);
    expect((await client.system.param.list()).total).toBe(2);
  });

  it('answers client secrets as the mask and keeps the stored one on a submit that sends it back, like the server', async () => {
    const client = newClient();
    const [saber] = (await client.system.client.list({ clientId_equal: 'saber' })).records;
    expect(saber?.clientSecret).toBe('******');
    const detail = await client.system.client.detail(saber?.id ?? '');
    expect(detail.clientSecret).toBe('******');
    // A filter on the secret tells nothing about it.
    expect((await client.system.client.list({ clientSecret: 'saber' })).total).toBe(0);

    await client.system.client.submit({ ...detail, accessTokenValidity: 5400 });
    const stored = store.find('client', saber?.id ?? '');
    expect(stored).toMatchObject({ clientSecret: 'saber_secret', accessTokenValidity: 5400 });

    const masked = {
      clientId: 'masked',
      clientSecret: '******',
      accessTokenValidity: 60,
      refreshTokenValidity: 60,
    };
    await expect(client.system.client.submit(masked)).rejects.toThrow('缺少必要的请求参数: clientSecret');
    await client.system.client.submit({ id: saber?.id, clientSecret: 'rotated' });
    expect(store.find('client', saber?.id ?? '')?.clientSecret).toBe('rotated');
  });

  it('answers an access key by its last 4 characters and keeps it when sent back so, like the server', async () => {
    const client = newClient();
    const [minio] = (await client.resource.oss.list({ ossCode: 'minio' })).records;
    // "minioadmin": ten characters, so its last four show.
    expect(minio).toMatchObject({ accessKey: '******dmin', secretKey: '******' });
    await client.resource.oss.submit({ ...minio, bucketName: 'kept' });
    expect(store.find('oss', minio?.id ?? '')).toMatchObject({ accessKey: 'minioadmin', bucketName: 'kept' });
  });

  it('answers a data source password as the mask, keeps it on the mask, and lets "" clear it, like the server', async () => {
    const client = newClient();
    const [mysql] = (await client.develop.datasource.list({ name_equal: 'mysql' })).records;
    expect(mysql?.password).toBe('******');
    expect((await client.develop.datasource.select()).find((row) => row.name === 'mysql')?.password).toBe(
      '******',
    );
    const detail = await client.develop.datasource.detail(mysql?.id ?? '');
    await client.develop.datasource.submit({ ...detail, remark: 'kept' });
    expect(store.find('datasource', mysql?.id ?? '')).toMatchObject({ password: 'root', remark: 'kept' });
    await client.develop.datasource.submit({ id: mysql?.id, password: '' });
    expect((await client.develop.datasource.detail(mysql?.id ?? '')).password).toBe('');
  });

  it('pages with total and pages, and filters map-style (no suffix = LIKE)', async () => {
    const client = newClient();
    const page = await client.order.list({ current: 2, size: 5 });
    expect(page).toMatchObject({ total: 11, pages: 3, current: 2, size: 5 });
    expect(page.records).toHaveLength(5);
    expect((await client.order.list({ receiverName: '收货人1' })).total).toBe(3); // 1, 10, 11
    expect((await client.order.list({ receiverName_equal: '收货人1' })).total).toBe(1);
    expect((await client.desk.notice.list({ createTime_dategt: '2030-01-01 00:00:00' })).total).toBe(0);
  });

  it('sorts a page by ascs/descs as the server does (the dashboard asks for the newest notices)', async () => {
    const client = newClient();
    const titles = async (params: Record<string, string>) =>
      (await client.desk.notice.list({ current: 1, size: 2, ...params })).records.map((row) => row.title);
    expect(await titles({ descs: 'release_time' })).toEqual(['测试公告3', '测试公告2']);
    expect(await titles({ ascs: 'releaseTime' })).toEqual(['测试公告', '测试公告2']);
    const orders = await client.order.list({ current: 1, size: 11, descs: 'create_time' });
    const times = orders.records.map((row) => String(row.createTime));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('signs in admin/admin with the snake_case token answer and rejects a wrong password', async () => {
    const client = newClient();
    const token = await client.auth.token({ username: 'admin', password: 'admin' });
    expect(token).toMatchObject({ account: 'admin', tenant_id: '000000', token_type: 'bearer' });
    expect(token.access_token).toBeTruthy();
    await expect(client.auth.token({ username: 'admin', password: 'nope' })).rejects.toThrow(
      '用户名或密码错误',
    );

    client.session.save(token);
    const refreshed = await client.session.refresh();
    expect(refreshed.access_token).not.toBe(token.access_token);
  });

  it('validates the captcha grant against the issued captcha', async () => {
    const client = newClient();
    const captcha = await client.auth.captcha();
    expect(captcha.image).toMatch(/^data:image\//);
    const code = store.captchas.get(captcha.key) ?? '';
    await expect(
      client.auth.token({
        grantType: 'captcha',
        username: 'admin',
        password: 'admin',
        captchaKey: captcha.key,
        captchaCode: 'zzzz',
      }),
    ).rejects.toThrow('验证码不正确');
    const again = await client.auth.captcha();
    const token = await client.auth.token({
      grantType: 'captcha',
      username: 'admin',
      password: 'admin',
      captchaKey: again.key,
      captchaCode: (store.captchas.get(again.key) ?? '').toUpperCase(),
    });
    expect(token.user_id).toBeTruthy();
    expect(code).toHaveLength(4);
  });

  it('serves menu routes, buttons, trees and grants', async () => {
    const client = newClient();
    const routes = await client.system.menu.routes();
    expect(routes.map((menu) => menu.code)).toContain('system');
    expect(routes.every((menu) => menu.category === 1)).toBe(true);
    const buttons = await client.auth.buttons();
    const codes = JSON.stringify(buttons);
    expect(codes).toContain('param_add');
    const tree = await client.system.dept.tree();
    expect(tree[0]).toMatchObject({ title: '布雷德科技', hasChildren: true });
    expect(tree[0]?.children).toHaveLength(2);

    const keys = await client.system.menu.roleTreeKeys(['1123598816738675202']);
    expect(keys.menu).toEqual([]);
    await client.system.role.grant({
      roleIds: ['1123598816738675202'],
      menuIds: ['a', 'b'],
      dataScopeIds: [],
      apiScopeIds: [],
    });
    expect((await client.system.menu.roleTreeKeys('1123598816738675202')).menu).toEqual(['a', 'b']);
    const flowRoutes = await client.system.dict.dictionary('flow');
    expect(flowRoutes[0]).toMatchObject({ code: 'flow', dictKey: '1', remark: 'leave' });
  });

  it('answers declared tree resources with their own forest handlers, not the generic page', async () => {
    const client = newClient();
    // A generic handler would answer a page ({ records, total }); the tree's answers the forest.
    const depts = await client.system.dept.list();
    expect(Array.isArray(depts)).toBe(true);
    expect(depts[0]).toMatchObject({ deptName: '布雷德科技' });
    expect(depts[0]?.children?.map((dept) => dept.deptName)).toEqual(['常州布雷德', '苏州布雷德']);
    const roles = await client.system.role.list();
    expect(Array.isArray(roles)).toBe(true);
    expect(roles.map((role) => role.roleAlias)).toContain('administrator');
    const dicts = await client.system.dict.list();
    expect(Array.isArray(dicts)).toBe(true);
    expect(dicts.find((dict) => dict.code === 'sex')?.children?.map((item) => item.dictValue)).toEqual([
      '男',
      '女',
    ]);
    const bizDicts = await client.system.dictBiz.list();
    expect(Array.isArray(bizDicts)).toBe(true);
    expect(bizDicts.find((dict) => dict.code === 'order_status')?.children).toHaveLength(5);
    const menus = await client.system.menu.list();
    expect(Array.isArray(menus)).toBe(true);
    expect(menus.find((menu) => menu.code === 'system')?.children?.length).toBeGreaterThan(0);
    // Regions are keyed by code: their own detail answers `?code=`, not the generic `?id=`.
    const [province] = await client.system.region.select();
    expect(province?.code).toBeTruthy();
    expect(await client.system.region.detail(province!.code)).toMatchObject({ code: province!.code });
    // The lazy tree's nodes are the same children, each saying whether it has any.
    const provinces = await client.system.region.lazyTree('00');
    expect(provinces).toHaveLength((await client.system.region.select()).length);
    expect(provinces.every((node) => node.parentId === '00')).toBe(true);
    expect(provinces.find((node) => node.title === '江苏省')?.hasChildren).toBe(true);
  });

  it('answers errors in the envelope', async () => {
    const client = newClient();
    await expect(client.system.region.remove('32')).rejects.toThrow('请先删除子节点!');
    await expect(client.user.resetPassword([])).rejects.toThrow('请至少选择一个用户');
    // A special service (users) still answers with its definition's field rules.
    await expect(client.user.submit({ account: 'a'.repeat(46), realName: '新' })).rejects.toThrow(
      '登录账号不能超过 45 个字符',
    );
  });

  it('syncs a published article to the WeChat account and refuses a draft, like the server', async () => {
    const client = newClient();
    const article = { title: '冷链专线开通', content: '<p>开通</p>', cover: '/site/news/cold.svg' };
    const published = store.submit('news', { ...article, publishStatus: 2, syncStatus: 0 });
    const draft = store.submit('news', { ...article, publishStatus: 1, syncStatus: 0 });
    const synced = await client.news.syncWeixinPublic(published.id);
    expect(synced).toEqual({
      syncStatus: 1,
      syncTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      syncMessage: expect.stringMatching(/^已同步到公众号/),
      syncMediaId: expect.stringMatching(/^MOCK_DRAFT_/),
    });
    await expect(client.news.detail(published.id)).resolves.toMatchObject(synced);
    await expect(client.news.syncWeixinPublic(draft.id)).rejects.toThrow(
      '只有已发布的新闻才能同步到公众号：请先发布该新闻',
    );
    await expect(client.news.detail(draft.id)).resolves.toMatchObject({ syncStatus: 0 });
  });
});

describe('declared resources in the mocks', () => {
  it('serves read-only logs (buttons: view) without submit or remove, and users once', () => {
    const paths = createHandlers().map((handler) => String(handler.info.path));
    expect(paths).toContain('/api/blade-log/api/list');
    expect(paths).toContain('/api/blade-log/api/detail');
    expect(
      paths.filter((path) => path.startsWith('/api/blade-log/') && !/\/(list|detail)$/.test(path)),
    ).toEqual([]);
    expect(paths.filter((path) => path === '/api/blade-user/submit')).toHaveLength(1);
    expect(paths).not.toContain('/api/blade-user/list');
  });
});

describe('mocks cover SPEC §7', () => {
  it('answers every SPEC call without a transport error', async () => {
    const client = newClient();
    const failures: string[] = [];
    for (const [route, call] of SPEC_CALLS) {
      if (route.includes('export-user')) continue; // a file download, not a mock resource
      try {
        await call(client);
      } catch (error) {
        if (!(error instanceof BladeApiError)) failures.push(`${route}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('plain areas answer like the server’s generic routes (员工活动: a dictionary and a department)', () => {
  it('names the department and the language, and refuses what the server refuses', async () => {
    const client = newClient();
    const page = await client.resources.employeeActivity.list({ current: 1, size: 50 });
    const sports = page.records.find((row) => row.title === '2026 年秋季运动会');
    expect(sports).toMatchObject({ deptIdName: '布雷德科技', langName: '中文' });
    await expect(
      client.resources.employeeActivity.submit({
        title: '新活动',
        activityDate: '2026-12-01 09:00:00',
        deptId: '999',
      }),
    ).rejects.toThrow('组织部门「999」不存在，请重新选择');
    await expect(
      client.resources.employeeActivity.submit({
        title: '新活动',
        activityDate: '2026-12-01 09:00:00',
        lang: 'fr',
      }),
    ).rejects.toThrow(/^语言的取值不正确/);
  });

  it('names the field a refusal is about in data.field, as the server does (a form shows it there)', async () => {
    const client = newClient();
    const fieldOf = (asked: Promise<unknown>) =>
      asked.then(
        () => 'accepted',
        (error: { body?: { data?: { field?: string } } }) => error.body?.data?.field,
      );
    const activity = { title: '新活动', activityDate: '2026-12-01 09:00:00' };
    expect(await fieldOf(client.resources.employeeActivity.submit({ ...activity, deptId: '999' }))).toBe(
      'deptId',
    );
    expect(await fieldOf(client.resources.employeeActivity.submit({ ...activity, lang: 'fr' }))).toBe('lang');
    expect(await fieldOf(client.resources.employeeActivity.submit({ ...activity, title: '' }))).toBe('title');
  });
});

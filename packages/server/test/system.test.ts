// Over 300 lines: it groups the system area's cases (dictionaries, depts, posts, roles, users, tenants, menus).
import type { TokenResponse, TreeNode } from '@blade-console/blade-client/types';
import { menuRows, USER_ROLE_MENU_CODES } from '@blade-console/blade-schema';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../src/auth/password';
import { SEED_IDS } from '../src/db/seed';
import { authed, requestToken, signIn, signInAfterForcedChange } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

type Row = Record<string, unknown> & { id: string; children?: Row[] };

async function get(url: string, as = signedIn.token) {
  const response = await authed(signedIn.server.app, as, { url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

async function post(url: string, payload?: Record<string, unknown>, as = signedIn.token) {
  return authed(signedIn.server.app, as, { method: 'POST', url, ...(payload ? { payload } : {}) });
}

async function postOk(url: string, payload?: Record<string, unknown>, as = signedIn.token) {
  const response = await post(url, payload, as);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** A POST that must be refused: asserts the 400 in the envelope and answers its message. */
async function postRefused(
  url: string,
  payload?: Record<string, unknown>,
  as = signedIn.token,
): Promise<string> {
  const response = await post(url, payload, as);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  expect(response.json()).toMatchObject({ code: 400, success: false });
  return response.json().msg;
}

function flatten(rows: Row[]): Row[] {
  return rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

describe('dict and dict-biz', () => {
  it('lists dictionaries as a forest and answers dictionary?code for any user', async () => {
    const forest: Row[] = await get('/api/blade-system/dict/list');
    const sex = forest.find((d) => d.code === 'sex')!;
    expect(sex).toMatchObject({ dictKey: '-1', dictValue: '性别', parentId: '0' });
    expect(sex.children?.map((c) => c.dictValue)).toEqual(['男', '女']);
    const items = await get('/api/blade-system/dict/dictionary?code=flow');
    expect(items).toEqual([
      expect.objectContaining({ code: 'flow', dictKey: '1', dictValue: '请假流程', remark: 'leave' }),
    ]);
    const tree: TreeNode[] = await get('/api/blade-system/dict/tree?code=DICT');
    expect(tree.find((n) => n.title === '性别')?.children).toHaveLength(2);
  });

  it('adds a dictionary and items; keys are unique within a code; parents with items stay', async () => {
    await postOk('/api/blade-system/dict/submit', { code: 'color', dictValue: '颜色', sort: 1, isSealed: 0 });
    const [parent] = (await get('/api/blade-system/dict/parent-list?code_equal=color')).records as Row[];
    expect(parent).toMatchObject({ dictKey: '-1', parentId: '0' });
    await postOk('/api/blade-system/dict/submit', {
      parentId: parent!.id,
      dictKey: 'red',
      dictValue: '红',
      sort: 1,
    });
    expect(
      await postRefused('/api/blade-system/dict/submit', {
        parentId: parent!.id,
        dictKey: 'red',
        dictValue: '赤',
      }),
    ).toBe('当前字典键值已存在!');
    const children = await get(`/api/blade-system/dict/child-list?parentId=${parent!.id}`);
    expect(children.records).toEqual([
      expect.objectContaining({ code: 'color', dictKey: 'red', dictValue: '红' }),
    ]);
    expect(await postRefused(`/api/blade-system/dict/remove?ids=${parent!.id}`)).toBe('请先删除子节点!');
  });

  it("takes the dictionary's fields, lengths and filters from its definition; an item's code from its parent", async () => {
    // A parent must name its code (the hook's message); an item need not, it takes its parent's.
    expect(await postRefused('/api/blade-system/dict/submit', { dictValue: '无编号' })).toBe(
      '缺少必要的请求参数: code (请输入字典编号)',
    );
    expect(
      await postRefused('/api/blade-system/dict/submit', { code: 'long', dictValue: 'x'.repeat(256) }),
    ).toBe('字典名称不能超过 255 个字符');
    expect(
      await postRefused('/api/blade-system/dict/submit', { code: 'seal', dictValue: '封', isSealed: 2 }),
    ).toBe('封存不能大于 1');
    await postOk('/api/blade-system/dict/submit', { code: 'shape', dictValue: '形状', remark: 'by-remark' });
    const [shape] = (await get('/api/blade-system/dict/parent-list?remark=by-remark')).records as Row[];
    expect(shape).toMatchObject({ code: 'shape', dictKey: '-1' });
    await postOk('/api/blade-system/dict/submit', { parentId: shape!.id, dictKey: 'sq', dictValue: '方' });
    expect(await postRefused('/api/blade-system/dict/submit', { parentId: shape!.id, dictValue: '圆' })).toBe(
      '请输入字典键值 (dictKey)',
    );
    const items = await get(`/api/blade-system/dict/child-list?parentId=${shape!.id}&dictKey_equal=sq`);
    expect(items.records).toEqual([expect.objectContaining({ code: 'shape', dictValue: '方' })]);
  });

  it('keeps business dictionaries per tenant', async () => {
    await postOk('/api/blade-system/dict-biz/submit', { code: 'biz_level', dictValue: '客户等级', sort: 1 });
    const forest: Row[] = await get('/api/blade-system/dict-biz/list');
    expect(forest.map((d) => d.code)).toEqual(['biz_level']);
    expect(forest[0]).toMatchObject({ tenantId: '000000' });
  });

  it("takes the business dictionary's fields and lengths from its definition; an item's code from its parent", async () => {
    expect(
      await postRefused('/api/blade-system/dict-biz/submit', { code: 'x'.repeat(256), dictValue: '长' }),
    ).toBe('字典编号不能超过 255 个字符');
    expect(await postRefused('/api/blade-system/dict-biz/submit', { dictValue: '无编号' })).toBe(
      '缺少必要的请求参数: code (请输入字典编号)',
    );
    await postOk('/api/blade-system/dict-biz/submit', { code: 'biz_tier', dictValue: '档次', sort: 2 });
    const [tier] = (await get('/api/blade-system/dict-biz/parent-list?code_equal=biz_tier')).records as Row[];
    await postOk('/api/blade-system/dict-biz/submit', { parentId: tier!.id, dictKey: 'a', dictValue: '甲' });
    const items = await get('/api/blade-system/dict-biz/dictionary?code=biz_tier');
    expect(items).toEqual([expect.objectContaining({ code: 'biz_tier', dictKey: 'a', dictValue: '甲' })]);
    // Declared fields filter (sort was no filter before the definition).
    const bySort = await get('/api/blade-system/dict-biz/parent-list?sort_equal=2');
    expect((bySort.records as Row[]).map((d) => d.code)).toEqual(['biz_tier']);
  });
});

describe('dept, post and role', () => {
  it('builds the dept tree and computes ancestors of a new dept', async () => {
    const tree: TreeNode[] = await get('/api/blade-system/dept/tree');
    expect(tree[0]).toMatchObject({ title: '布雷德科技', key: String(SEED_IDS.rootDept) });
    expect(tree[0]!.children?.map((c) => c.title)).toEqual(['常州布雷德', '苏州布雷德']);
    await postOk('/api/blade-system/dept/submit', {
      parentId: String(SEED_IDS.changzhouDept),
      deptName: '研发部',
      sort: 1,
    });
    const forest: Row[] = await get('/api/blade-system/dept/list?deptName=研发');
    expect(forest[0]).toMatchObject({
      deptName: '研发部',
      ancestors: `0,${SEED_IDS.rootDept},${SEED_IDS.changzhouDept}`,
      parentName: '',
    });
    const lazy: Row[] = await get(`/api/blade-system/dept/lazy-list?parentId=${SEED_IDS.rootDept}`);
    expect(lazy.map((d) => [d.deptName, d.hasChildren])).toEqual([
      ['常州布雷德', true],
      ['苏州布雷德', false],
    ]);
    const detail = await get(`/api/blade-system/dept/detail?id=${forest[0]!.id}`);
    expect(detail.parentName).toBe('常州布雷德');
    const self = await post('/api/blade-system/dept/submit', { id: forest[0]!.id, parentId: forest[0]!.id });
    expect(self.statusCode).toBe(400);
    expect(await postRefused(`/api/blade-system/dept/remove?ids=${SEED_IDS.changzhouDept}`)).toBe(
      '请先删除子节点!',
    );
  });

  it("takes the dept's fields, lengths and filters from its definition", async () => {
    expect(await postRefused('/api/blade-system/dept/submit', { deptName: 'x'.repeat(46) })).toBe(
      '机构名称不能超过 45 个字符',
    );
    expect(await postRefused('/api/blade-system/dept/submit', { fullName: '无名' })).toBe('机构名称不能为空');
    // Every declared field filters (the table has no audit times, so none of those).
    await postOk('/api/blade-system/dept/submit', {
      deptName: '筛选部',
      deptCategory: 3,
      remark: 'filter-me',
    });
    const byRemark: Row[] = await get('/api/blade-system/dept/list?remark=filter-me');
    expect(byRemark.map((d) => [d.deptName, d.deptCategory, d.ancestors])).toEqual([['筛选部', 3, '0']]);
    const unfiltered: Row[] = await get('/api/blade-system/dept/list?createTime_dategt=2000-01-01 00:00:00');
    expect(unfiltered.length).toBeGreaterThan(1);
  });

  it('pages posts with their category names and offers them to select', async () => {
    const page = await get('/api/blade-system/post/list?postCode_equal=ceo');
    expect(page.records[0]).toMatchObject({ postName: '首席执行官', category: 1, categoryName: '高层' });
    const select: Row[] = await get('/api/blade-system/post/select');
    expect(select).toHaveLength(8);
    const dup = await post('/api/blade-system/post/submit', { postCode: 'ceo', postName: 'x' });
    expect(dup.statusCode).toBe(400);
  });

  it('creates a role, grants it menus and the granted user sees them', async () => {
    await postOk('/api/blade-system/role/submit', { roleName: '运营', roleAlias: 'ops', sort: 3 });
    const roles: Row[] = await get('/api/blade-system/role/list');
    const ops = roles.find((r) => r.roleAlias === 'ops')!;
    const menus: Row[] = await get('/api/blade-system/menu/list?code_equal=param');
    const param = menus[0]!;
    await postOk('/api/blade-system/role/grant', {
      roleIds: [ops.id],
      menuIds: [param.id],
      dataScopeIds: [],
      apiScopeIds: [],
    });
    const keys = await get(`/api/blade-system/menu/role-tree-keys?roleIds=${ops.id}`);
    expect(keys).toEqual({ menu: [param.id], dataScope: [], apiScope: [] });

    await postOk('/api/blade-user/submit', {
      account: 'opsuser',
      realName: '运营',
      password: 'ops-pass',
      roleId: ops.id,
    });
    const opsToken = (await signIn(signedIn.server.app, { username: 'opsuser', password: 'ops-pass' }))
      .access_token;
    const routes: Row[] = await get('/api/blade-system/menu/routes', opsToken);
    expect(flatten(routes).map((m) => m.code)).toEqual(['system', 'param']);

    const denied = await post(
      '/api/blade-system/role/submit',
      { roleName: 'x', roleAlias: 'administrator' },
      opsToken,
    );
    expect(denied.statusCode).toBe(401);
  });

  it("takes the role's fields, lengths and filters from its definition", async () => {
    expect(
      await postRefused('/api/blade-system/role/submit', { roleName: '长', roleAlias: 'x'.repeat(256) }),
    ).toBe('角色别名不能超过 255 个字符');
    expect(await postRefused('/api/blade-system/role/submit', { roleName: '无别名' })).toBe(
      '角色别名不能为空',
    );
    // Every declared field filters, `sort` included (the table has no audit times).
    await postOk('/api/blade-system/role/submit', { roleName: '排序角色', roleAlias: 'sorted', sort: 77 });
    const bySort: Row[] = await get('/api/blade-system/role/list?sort_equal=77');
    expect(bySort.map((r) => r.roleAlias)).toEqual(['sorted']);
  });

  it('answers role and dept select for the switch dialog', async () => {
    const roles: Row[] = await get('/api/blade-system/role/select');
    expect(roles.map((r) => r.roleAlias)).toEqual(['administrator']);
    const depts: Row[] = await get(`/api/blade-system/dept/select?userId=${SEED_IDS.adminUser}`);
    expect(depts.map((d) => d.deptName)).toEqual(['布雷德科技']);
  });
});

describe('users under /blade-user', () => {
  it('pages users with names and never a password', async () => {
    const page = await get('/api/blade-user/page?account_equal=admin');
    expect(page.records[0]).toMatchObject({
      account: 'admin',
      roleName: '超级管理员',
      deptName: '布雷德科技',
      postName: '首席执行官',
      sexName: '男',
    });
    expect(page.records[0]).not.toHaveProperty('password');
    const byDept = await get(`/api/blade-user/page?deptId=${SEED_IDS.rootDept}&account_equal=admin`);
    expect(byDept.total).toBe(1);
  });

  it('creates a user with the initial password, changes, resets and unlocks it', async () => {
    await postOk('/api/blade-user/submit', {
      account: 'newbie',
      realName: '新人',
      deptId: String(SEED_IDS.suzhouDept),
    });
    expect(await postRefused('/api/blade-user/submit', { account: 'newbie', realName: 'x' })).toBe(
      '当前账号已被使用!',
    );
    const first: TokenResponse = await signIn(signedIn.server.app, {
      username: 'newbie',
      password: '123456',
    });

    const change = await post(
      `/api/blade-user/update-password?oldPassword=${md5Hex('123456')}&newPassword=${md5Hex('n3w')}&newPassword1=${md5Hex('n3w')}`,
      undefined,
      first.access_token,
    );
    expect(change.statusCode, change.body).toBe(200);
    await signIn(signedIn.server.app, { username: 'newbie', password: 'n3w' });
    // The console sends the fields in a form body (no credential in an address), checked alike.
    const inBody = (fields: string) =>
      authed(signedIn.server.app, first.access_token, {
        method: 'POST',
        url: '/api/blade-user/update-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields,
      });
    const missing = await inBody(`oldPassword=${md5Hex('n3w')}&newPassword=${md5Hex('n4w')}`);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().msg).toContain('newPassword1');
    const again = await inBody(
      `oldPassword=${md5Hex('n3w')}&newPassword=${md5Hex('n4w')}&newPassword1=${md5Hex('n4w')}`,
    );
    expect(again.statusCode, again.body).toBe(200);
    await signIn(signedIn.server.app, { username: 'newbie', password: 'n4w' });
    expect(
      await postRefused(
        `/api/blade-user/update-password?oldPassword=nope&newPassword=a&newPassword1=a`,
        undefined,
        first.access_token,
      ),
    ).toBe('原密码不正确!');

    const [newbie] = (await get('/api/blade-user/page?account_equal=newbie')).records as Row[];
    await postOk(`/api/blade-user/reset-password?userIds=${newbie!.id}`);
    for (let i = 0; i < 5; i++)
      await requestToken(signedIn.server.app, { username: 'newbie', password: 'bad' });
    expect(
      (await requestToken(signedIn.server.app, { username: 'newbie', password: '123456' })).statusCode,
    ).toBe(400);
    await postOk(`/api/blade-user/unlock?userIds=${newbie!.id}`);
    expect(
      (await requestToken(signedIn.server.app, { username: 'newbie', password: '123456' })).statusCode,
    ).toBe(200);
  });

  it('saves a user whose form left optional fields empty ("" as no value), and names a missing field', async () => {
    // What the console's user form sent before issue 36: every optional field as "".
    await postOk('/api/blade-user/submit', {
      account: 'blanks',
      realName: '空白',
      name: '',
      sex: '',
      status: '',
      birthday: '',
      email: '',
      postId: '',
      deptId: String(SEED_IDS.suzhouDept),
    });
    const [saved] = (await get('/api/blade-user/page?account_equal=blanks')).records as Row[];
    // The not-null status took its default (active), the nullable ones hold nothing.
    expect(saved).toMatchObject({ account: 'blanks', status: 1, sex: -1, birthday: '', name: '' });
    // An edit that empties the status keeps a status (its default), and null clears a nullable field.
    await postOk('/api/blade-user/submit', { id: saved!.id, status: null, realName: '空白二', sex: null });
    const [edited] = (await get('/api/blade-user/page?account_equal=blanks')).records as Row[];
    expect(edited).toMatchObject({ realName: '空白二', status: 1, sex: -1 });
    expect(await postRefused('/api/blade-user/submit', { account: 'noname', realName: '' })).toBe(
      '用户姓名不能为空',
    );
  });

  it('refuses an e-mail address that is not one, by its label, on submit and on own info (bad@@mail)', async () => {
    expect(
      await postRefused('/api/blade-user/submit', {
        account: 'mailer',
        realName: '邮件',
        email: 'bad@@mail',
      }),
    ).toBe('电子邮箱格式不正确');
    expect((await get('/api/blade-user/page?account_equal=mailer')).records).toEqual([]);
    // Reset to the initial password above: the person sets their own first (also for the tests below).
    const me = await signInAfterForcedChange(signedIn.server.app, { username: 'newbie' }, 'own-pass');
    expect(await postRefused('/api/blade-user/update-info', { email: 'no-at-sign' }, me.access_token)).toBe(
      '电子邮箱格式不正确',
    );
    await postOk('/api/blade-user/update-info', { email: 'newbie@example.com' }, me.access_token);
  });

  it('updates own info but not own roles', async () => {
    const me = await signIn(signedIn.server.app, { username: 'newbie', password: 'own-pass' });
    await postOk(
      '/api/blade-user/update-info',
      { realName: '新名字', phone: '13800000000', roleId: '1' },
      me.access_token,
    );
    const info = await get('/api/blade-user/info', me.access_token);
    expect(info).toMatchObject({ realName: '新名字', phone: '13800000000', roleId: '' });
  });

  it('grants roles to users', async () => {
    const [newbie] = (await get('/api/blade-user/page?account_equal=newbie')).records as Row[];
    await postOk(`/api/blade-user/grant?userIds=${newbie!.id}&roleIds=${SEED_IDS.userRole}`);
    const routes: Row[] = await get(
      '/api/blade-system/menu/routes',
      (await signIn(signedIn.server.app, { username: 'newbie', password: 'own-pass' })).access_token,
    );
    // The user role's pages, its buttons left out: the desk, the notices and 我的事务.
    const pages = new Set(
      menuRows()
        .filter((row) => row.category === 1)
        .map((row) => row.code),
    );
    const codes = flatten(routes).map((m) => m.code);
    expect(codes).toEqual(USER_ROLE_MENU_CODES.filter((code) => pages.has(code)));
    expect(codes).toEqual(expect.arrayContaining(['desk', 'notice', 'work_leave']));
  });
});

describe('tenants, packages, clients, menus and top menus', () => {
  it('creates a tenant whose admin can sign in, and finds it by domain', async () => {
    await postOk('/api/blade-system/tenant/submit', {
      tenantName: '物流一部',
      domain: 'http://one.example.com',
      linkman: '张三',
    });
    const page = await get('/api/blade-system/tenant/list?tenantName=物流');
    const tenant = page.records[0] as Row;
    expect(tenant.tenantId).toMatch(/^\d{6}$/);
    // The tenant id is the server's: a list filters on it, but an update never renames it.
    expect((await get(`/api/blade-system/tenant/list?tenantId=${tenant.tenantId}`)).records).toHaveLength(1);
    await postOk('/api/blade-system/tenant/submit', { id: tenant.id, tenantId: '999999', linkman: '李四' });
    expect(await get(`/api/blade-system/tenant/detail?id=${tenant.id}`)).toMatchObject({
      tenantId: tenant.tenantId,
      linkman: '李四',
    });
    const tooLong = await post('/api/blade-system/tenant/submit', { tenantName: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    const info = await signedIn.server.app.inject(
      `/api/blade-system/tenant/info?domain=${encodeURIComponent('http://one.example.com/#/login')}`,
    );
    expect(info.json().data).toMatchObject({ tenantId: tenant.tenantId, domain: 'http://one.example.com' });
    const admin = await signInAfterForcedChange(
      signedIn.server.app,
      { tenantId: String(tenant.tenantId), username: 'admin' },
      'tenant-admin-pass',
    );
    expect(admin.role_name).toBe('admin');
    // A tenant administrator sees only its own tenant and cannot create tenants.
    const own = await get('/api/blade-system/tenant/list', admin.access_token);
    expect(own.records.map((t: Row) => t.tenantId)).toEqual([tenant.tenantId]);
    expect(
      (await post('/api/blade-system/tenant/submit', { tenantName: 'x' }, admin.access_token)).statusCode,
    ).toBe(401);
  });

  it('manages tenant packages and assigns one to a tenant', async () => {
    const menus: Row[] = await get('/api/blade-system/menu/list?code_equal=system');
    await postOk('/api/blade-system/tenant-package/submit', {
      packageName: '基础套餐',
      menuId: menus[0]!.id,
    });
    const [pack] = (await get('/api/blade-system/tenant-package/list')).records as Row[];
    const missing = await post('/api/blade-system/tenant-package/submit', { packageName: 'x' });
    expect(missing.statusCode).toBe(400);
    await postOk(`/api/blade-system/tenant/package-setting?tenantId=000000&packageId=${pack!.id}`);
    expect(await get('/api/blade-system/tenant/package-detail?tenantId=000000')).toMatchObject({
      packageName: '基础套餐',
    });
  });

  it('lists clients with a mask for their secrets and keeps a secret on an edit without one', async () => {
    const page = await get('/api/blade-system/client/list?clientId_equal=saber');
    expect(page.records[0]).toMatchObject({ clientId: 'saber', accessTokenValidity: 3600 });
    expect(page.records[0].clientSecret).toBe('******');
    // The secret is no filter or sort key either: a guess would otherwise tell whether it is right.
    const guessed = await get('/api/blade-system/client/list?clientId_equal=saber&clientSecret_equal=nope');
    expect(guessed.records).toHaveLength(1);
    const sorted = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/client/list?clientId_equal=saber&ascs=client_secret',
    });
    expect(sorted.json()).toMatchObject({ code: 400, success: false });
    expect(sorted.json().msg).toContain('不能按 client_secret 排序');
    const noSecret = await post('/api/blade-system/client/submit', {
      clientId: 'no_secret',
      accessTokenValidity: 60,
      refreshTokenValidity: 60,
    });
    expect(noSecret.json()).toMatchObject({ code: 400, msg: '缺少必要的请求参数: clientSecret' });
    const tooLong = await post('/api/blade-system/client/submit', {
      clientId: 'x'.repeat(49),
      clientSecret: 's',
      accessTokenValidity: 60,
      refreshTokenValidity: 60,
    });
    expect(tooLong.statusCode).toBe(400);
    await postOk('/api/blade-system/client/submit', {
      id: page.records[0].id,
      clientSecret: '',
      accessTokenValidity: 7200,
    });
    const token = await signIn(signedIn.server.app);
    expect(token.expires_in).toBe(7200);
  });

  it('answers the mask in detail; an edit sending the mask back keeps the secret, a new client cannot use it', async () => {
    const [saber] = (await get('/api/blade-system/client/list?clientId_equal=saber')).records as Row[];
    const detail = await get(`/api/blade-system/client/detail?id=${saber!.id}`);
    expect(detail).toMatchObject({ clientId: 'saber', clientSecret: '******' });
    expect(JSON.stringify(detail)).not.toContain('saber_secret');

    // What a form that requires the field sends back: the row as loaded, mask included.
    await postOk('/api/blade-system/client/submit', { ...detail, accessTokenValidity: 5400 });
    // The stored secret is still saber_secret: signing in with it works (the Basic header of signIn).
    expect((await signIn(signedIn.server.app)).expires_in).toBe(5400);

    const maskedNew = await post('/api/blade-system/client/submit', {
      clientId: 'masked_new',
      clientSecret: '******',
      accessTokenValidity: 60,
      refreshTokenValidity: 60,
    });
    expect(maskedNew.json()).toMatchObject({ code: 400, msg: '缺少必要的请求参数: clientSecret' });

    // A real new secret replaces the old one, and only it signs in from then on.
    await postOk('/api/blade-system/client/submit', { id: saber!.id, clientSecret: 'rotated_secret' });
    const rotated = `Basic ${Buffer.from('saber:rotated_secret').toString('base64')}`;
    expect(
      (await signIn(signedIn.server.app, { headers: { authorization: rotated } })).access_token,
    ).toBeTruthy();
    const old = await requestToken(signedIn.server.app, {});
    expect(old.statusCode).toBe(401);
    await postOk('/api/blade-system/client/submit', { id: saber!.id, clientSecret: 'saber_secret' });
  });

  it('manages menus with dictionary names and a unique code', async () => {
    await postOk('/api/blade-system/menu/submit', {
      code: 'demo',
      name: '演示',
      path: '/demo',
      sort: 100,
      category: 1,
    });
    const [demo] = (await get('/api/blade-system/menu/list?code_equal=demo')) as Row[];
    const detail = await get(`/api/blade-system/menu/detail?id=${demo!.id}`);
    expect(detail).toMatchObject({ code: 'demo', categoryName: '菜单', isOpenName: '否', parentName: '' });
    expect((await post('/api/blade-system/menu/submit', { code: 'demo', name: 'x' })).statusCode).toBe(400);
    const lazy: Row[] = await get('/api/blade-system/menu/lazy-menu-list?parentId=0');
    expect(lazy.find((m) => m.code === 'system')?.hasChildren).toBe(true);
    const grantTree = await get('/api/blade-system/menu/grant-tree');
    expect(grantTree.menu.length).toBeGreaterThan(5);
  });

  it("takes the menu's fields, lengths, bounds and filters from its definition", async () => {
    expect(
      await postRefused('/api/blade-system/menu/submit', {
        code: 'long_path',
        name: '长',
        path: 'x'.repeat(256),
      }),
    ).toBe('路由地址不能超过 255 个字符');
    expect(await postRefused('/api/blade-system/menu/submit', { code: 'no_name' })).toBe('菜单名称不能为空');
    expect(
      await postRefused('/api/blade-system/menu/submit', { code: 'cat3', name: '类', category: 3 }),
    ).toBe('菜单类型不能大于 2');
    // The service's own rules stay: its insert defaults and Blade's unique-code message.
    await postOk('/api/blade-system/menu/submit', {
      code: 'by_source',
      name: '图标',
      source: 'iconfont x-src',
    });
    const bySource: Row[] = await get('/api/blade-system/menu/list?source=x-src');
    expect(bySource.map((m) => m.code)).toEqual(['by_source']);
    expect(bySource[0]).toMatchObject({ alias: 'menu', path: '', category: 1, categoryName: '菜单' });
    expect(await postRefused('/api/blade-system/menu/submit', { code: 'by_source', name: '重复' })).toBe(
      '菜单编号已存在!',
    );
  });

  it('limits routes to a top menu after a top-menu grant', async () => {
    await postOk('/api/blade-system/topmenu/submit', { code: 'ops', name: '运营', sort: 1 });
    const [top] = (await get('/api/blade-system/topmenu/list')).records as Row[];
    const [desk] = (await get('/api/blade-system/menu/list?code_equal=desk')) as Row[];
    await postOk('/api/blade-system/topmenu/grant', { topMenuIds: [top!.id], menuIds: [desk!.id] });
    const routes: Row[] = await get(`/api/blade-system/menu/routes?topMenuId=${top!.id}`);
    expect(routes.map((m) => m.code)).toEqual(['desk']);
    expect(await get(`/api/blade-system/menu/top-tree-keys?topMenuIds=${top!.id}`)).toMatchObject({
      menu: [desk!.id],
    });
    expect((await get('/api/blade-system/menu/top-menu')).map((t: Row) => t.code)).toEqual(['ops']);
  });
});

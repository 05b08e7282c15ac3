import type { CooperationMessage } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeTenant } from '../src/db/schema';
import { authed, signInNewUser } from './helpers';
import { publicForm } from './support/public-form';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const base = '/api/blade-cooperation/cooperationmessage';
const { list, detail, post } = resourceCalls<CooperationMessage>(signedIn, base);

const addMessage = publicForm(() => signedIn.server.app, `${base}/addMessage`);

const message = (overrides: Record<string, unknown> = {}) => ({
  name: '孙悦',
  type: 1,
  company: '无锡仓配',
  phone: '13812340000',
  email: 'sun@example.com',
  content: '希望成为贵公司在无锡的合作网点。',
  ...overrides,
});

async function messagesFrom(name: string, as = signedIn.token) {
  return (await list(`?name_equal=${encodeURIComponent(name)}`, as)).records;
}

describe('POST /blade-cooperation/cooperationmessage/addMessage (public)', () => {
  it('takes a visitor message without a token; it reaches the inbox unread, as written', async () => {
    const content = '<script>alert(1)</script> 请回电 & 谢谢';
    const response = await addMessage(message({ name: '访客甲', content }));
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await messagesFrom('访客甲');
    expect(stored).toMatchObject({
      content,
      readStatus: 0,
      readStatusName: '未读',
      readTime: '',
      typeName: '合作加盟',
      tenantId: '000000',
      reply: '',
    });
  });

  it('accepts only the visitor fields: no state, note or id of theirs', async () => {
    const [existing] = await messagesFrom('刘洋');
    const response = await addMessage(
      message({
        name: '访客乙',
        readStatus: 1,
        readTime: '2026-01-01 00:00:00',
        reply: '已处理',
        id: existing!.id,
      }),
    );
    expect(response.statusCode).toBe(200);
    const [stored] = await messagesFrom('访客乙');
    expect(stored).toMatchObject({ readStatus: 0, readTime: '', reply: '' });
    expect(stored!.id).not.toBe(existing!.id);
    expect((await detail(existing!.id!)).name).toBe('刘洋');
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '姓名不能为空'],
      [{ phone: '' }, '手机号码不能为空'],
      [{ phone: '138123' }, '手机号码长度不为11位'],
      [{ phone: '12812340000' }, '手机号码格式不正确'],
      [{ email: 'not-an-address' }, '邮箱格式不正确'],
      [{ content: '' }, '留言内容不能为空'],
      [{ content: '长'.repeat(2001) }, '留言内容不能超过 2000 个字符'],
      [{ type: 8 }, '类别的取值不正确，可选: 合作加盟、求职应聘、客户建议、其他'],
    ];
    for (const [overrides, msg] of cases) {
      const response = await addMessage(message({ company: '坏留言', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, msg });
    }
    expect((await list('?company_equal=坏留言')).total).toBe(0);
  });

  it("files the message under the tenant of the site address, out of other tenants' sight", async () => {
    await signedIn.server.database.db
      .insert(bladeTenant)
      .values({ id: nextId(), tenantId: '400500', tenantName: '西部物流', domain: 'west.example.com:8443' });
    const response = await addMessage(message({ name: '西部访客' }), {
      headers: { host: 'west.example.com:8443' },
    });
    expect(response.statusCode).toBe(200);
    expect(await messagesFrom('西部访客')).toEqual([]);
    const west = await signInNewUser(signedIn.server, { tenantId: '400500', roleAlias: 'admin' });
    expect((await list('', west)).records.map((row) => row.name)).toEqual(['西部访客']);
    const [ours] = await messagesFrom('刘洋');
    expect((await post(`read?ids=${ours!.id}&readStatus=1`, undefined, west)).statusCode).toBe(400);
    expect((await detail(ours!.id!)).readStatus).toBe(0);
  });

  it('answers 429 with the envelope after five messages a minute from one client', async () => {
    const from = { remoteAddress: '10.8.8.8' };
    for (let i = 0; i < 5; i++)
      expect((await addMessage(message({ name: '频繁' }), from)).statusCode).toBe(200);
    const limited = await addMessage(message({ name: '频繁' }), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, success: false });
    expect(limited.json().msg).toMatch(/^请求过于频繁/);
    expect(await messagesFrom('频繁')).toHaveLength(5);
  });
});

describe('/blade-cooperation/cooperationmessage (staff inbox)', () => {
  it('marks messages read and unread, setting and clearing the time read', async () => {
    await addMessage(message({ name: '待读一' }));
    await addMessage(message({ name: '待读二' }));
    const ids = [...(await messagesFrom('待读一')), ...(await messagesFrom('待读二'))].map((row) => row.id);
    expect((await post(`read?ids=${ids.join(',')}&readStatus=1`)).statusCode).toBe(200);
    for (const id of ids) {
      const row = await detail(id!);
      expect(row).toMatchObject({ readStatus: 1, readStatusName: '已读' });
      expect(row.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect((await list('?readStatus_equal=1')).records.map((row) => row.name)).toEqual(
      expect.arrayContaining(['待读一', '待读二']),
    );
    expect((await post(`read?ids=${ids[0]}&readStatus=0`)).statusCode).toBe(200);
    expect(await detail(ids[0]!)).toMatchObject({ readStatus: 0, readTime: '' });
    const bad = await post(`read?ids=${ids[0]}&readStatus=2`);
    expect(bad.statusCode).toBe(400);
    expect((await post('read?ids=123&readStatus=1')).json().msg).toBe('合作留言不存在或已被删除');
  });

  it("lets staff write the reply note but never the visitor's words", async () => {
    await addMessage(message({ name: '要回复' }));
    const [row] = await messagesFrom('要回复');
    const response = await post('submit', {
      ...row,
      name: '改名',
      phone: '13900000000',
      content: '员工改写的内容',
      readStatus: 1,
      reply: '已电话联系，下周拜访',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await detail(row!.id!)).toMatchObject({
      name: '要回复',
      phone: '13812340000',
      content: '希望成为贵公司在无锡的合作网点。',
      readStatus: 0,
      reply: '已电话联系，下周拜访',
    });
    expect((await post('submit', { reply: '没有留言' })).json().msg).toBe('留言编号不能为空');
    expect((await post('submit', { id: '1', reply: 'x' })).json().msg).toBe('合作留言不存在或已被删除');
    expect((await post('submit', { id: row!.id, reply: '长'.repeat(501) })).json().msg).toBe(
      '处理备注不能超过 500 个字符',
    );
  });

  it('removes messages and is closed to non-administrators', async () => {
    await addMessage(message({ name: '要删除' }));
    const [row] = await messagesFrom('要删除');
    expect((await post(`remove?ids=${row!.id}`)).statusCode).toBe(200);
    expect(await messagesFrom('要删除')).toEqual([]);
    const staff = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    expect((await authed(signedIn.server.app, staff, { url: `${base}/list` })).statusCode).toBe(401);
    expect((await post(`read?ids=${row!.id}&readStatus=1`, undefined, staff)).statusCode).toBe(401);
    expect((await post('submit', { id: row!.id, reply: 'x' }, staff)).statusCode).toBe(401);
    expect(
      (await signedIn.server.app.inject({ method: 'POST', url: `${base}/read?ids=1&readStatus=1` }))
        .statusCode,
    ).toBe(401);
  });
});

import type { Notice } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { authed, signInNewUser } from './helpers';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const { list, detail, post } = resourceCalls<Notice>(signedIn, '/api/blade-desk/notice');

describe('/blade-desk/notice', () => {
  it('lists the three seeded notices (summary fields only) and filters by title and category', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(Object.keys(page.records[0]!).sort()).toEqual([
      'category',
      'categoryName',
      'content',
      'id',
      'releaseTime',
      'title',
    ]);
    expect(page.records.map((n) => n.categoryName).sort()).toEqual(['事务通知', '发布通知', '转发通知']);
    expect((await list('?title=二')).records.map((n) => n.title)).toEqual(['测试公告二']);
    expect((await list('?category=6')).records.map((n) => n.title)).toEqual(['测试公告三']);
  });

  it('adds, shows, edits and removes a notice', async () => {
    const created = await post('submit', {
      title: '停运通知',
      category: 1,
      releaseTime: '2026-03-01 08:00:00',
      content: '全线停运',
    });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = (await list('?title=停运')).records;
    expect(await detail(row!.id!)).toMatchObject({
      title: '停运通知',
      releaseTime: '2026-03-01 08:00:00',
      categoryName: '发布通知',
      createUser: expect.any(String),
    });
    expect(detail).not.toHaveProperty('tenantId');
    await post('submit', { id: row!.id, title: '恢复通知' });
    expect((await list('?title=恢复')).total).toBe(1);
    expect((await post(`remove?ids=${row!.id}`)).statusCode).toBe(200);
    expect((await list('?title=恢复')).total).toBe(0);
  });

  it('keeps each tenant to its own notices', async () => {
    const otherToken = await signInNewUser(signedIn.server, { tenantId: '200001', roleAlias: 'user' });
    expect((await list('', otherToken)).total).toBe(0);
    await post('submit', { title: '租户通知', category: 2 }, otherToken);
    expect((await list('', otherToken)).records.map((n) => n.title)).toEqual(['租户通知']);
    expect((await list('?title=租户')).total).toBe(0);
    const [seeded] = (await list()).records;
    const peek = await authed(signedIn.server.app, otherToken, {
      url: `/api/blade-desk/notice/detail?id=${seeded!.id}`,
    });
    expect(peek.json()).toMatchObject({ code: 200, data: {}, msg: '暂无承载数据' });
    const steal = await post(`remove?ids=${seeded!.id}`, undefined, otherToken);
    expect(steal.statusCode).toBe(400);
    expect((await list()).total).toBe(3);
  });

  it('rejects bad input and missing or forged tokens', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 1 }, '标题不能为空'],
      [{ title: '', category: 1 }, '标题不能为空'],
      [{ title: 'x', category: 1, releaseTime: 'tomorrow' }, '发布时间的格式不正确'],
      [{ title: 'x', category: 'urgent' }, '通知类型应为整数'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('submit', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(message);
    }
    expect((await signedIn.server.app.inject('/api/blade-desk/notice/list')).statusCode).toBe(401);
    expect(
      (await authed(signedIn.server.app, 'a.b.c', { url: '/api/blade-desk/notice/list' })).statusCode,
    ).toBe(401);
  });
});

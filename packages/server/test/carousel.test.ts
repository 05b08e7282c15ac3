import type { Carousel } from '@blade-console/blade-client/types';
import { carouselDemo, carouselResource } from '@blade-console/blade-schema';
import { describe, expect, it } from 'vitest';
import { authed, dataOf, signInNewUser } from './helpers';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';

/**
 * The carousel is the first area built from a definition alone (issue 9): no route, model or
 * table code of its own. These tests prove the generic layer gives it everything an area needs.
 */
const signedIn = signedInServerForFile();

const base = `/api${carouselResource.path}`;
const { list, submit } = resourceCalls<Carousel>(signedIn, base);

describe('/blade-website/carousel (from its definition)', () => {
  it('lists the demo slides in their sort order', async () => {
    const page = await list('?lang_equal=zh');
    const zh = carouselDemo.filter((row) => row.lang === 'zh');
    expect(page.records.map((row) => row.title)).toEqual(zh.map((row) => row.title));
    expect(page.records[0]).toMatchObject({ imageUrl: carouselDemo[0]!.imageUrl, sort: 1 });
    expect((await list('?title=仓储')).records.map((row) => row.title)).toEqual(['智能仓储与分拨中心']);
  });

  it('adds, edits and removes a slide', async () => {
    const created = await submit({ title: '冷链专线', imageUrl: '/upload/cold.png', sort: 9 });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = (await list('?title=冷链')).records;
    const detail = await dataOf<Carousel>(
      authed(signedIn.server.app, signedIn.token, { url: `${base}/detail?id=${row!.id}` }),
    );
    expect(detail).toMatchObject({ title: '冷链专线', imageUrl: '/upload/cold.png', sort: 9, linkUrl: '' });
    expect((await submit({ id: row!.id, linkUrl: '/service' })).statusCode).toBe(200);
    expect((await list('?title=冷链')).records[0]).toMatchObject({ linkUrl: '/service', sort: 9 });
    const removed = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/remove?ids=${row!.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list('?title=冷链')).total).toBe(0);
  });

  it('refuses what the definition forbids, naming the field, and writes nothing', async () => {
    const missing = await submit({ title: '无图' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('图片不能为空');
    const long = await submit({ title: '长'.repeat(65), imageUrl: '/a.png' });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('标题不能超过 64 个字符');
    // (-2: a -1 here is Blade's "no number" coming back, which the sort may be left without.)
    const negative = await submit({ title: '负排序', imageUrl: '/a.png', sort: -2 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().msg).toBe('排序不能小于 0');
    // A dictionary field holds a key of its dictionary (issue 38: 'fr' was stored, the list showed it raw).
    const language = await submit({ title: '法语页', imageUrl: '/a.png', lang: 'fr' });
    expect(language.statusCode).toBe(400);
    expect(language.json().msg).toMatch(/^语言的取值不正确，可选: 中文、English/);
    expect((await list('?title=长')).total + (await list('?title=负排序')).total).toBe(0);
    expect((await list('?title=法语页')).total).toBe(0);
  });

  it("keeps each tenant's slides to itself and is closed to non-administrators", async () => {
    const otherToken = await signInNewUser(signedIn.server, { tenantId: '100200', roleAlias: 'admin' });
    expect((await list('', otherToken)).total).toBe(0);
    expect((await submit({ title: '另一租户', imageUrl: '/b.png' }, otherToken)).statusCode).toBe(200);
    expect((await list('?title=另一租户')).total).toBe(0);

    const staffToken = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    expect((await authed(signedIn.server.app, staffToken, { url: `${base}/list` })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { mockTestBed } from './testBed';

const { store, client } = mockTestBed();

describe("mocks of the site's public reads", () => {
  it('answer the published demo content of the asked language, public fields only', async () => {
    const home = await client.site.home('zh');
    expect(home.slides.map((slide) => slide.title)).toEqual([
      '通达全国的干线运输',
      '智能仓储与分拨中心',
      '在线下单，全程可追踪',
    ]);
    expect(home.news).toHaveLength(3);
    expect(home.news.some((item) => item.title.includes('草稿'))).toBe(false);
    expect(Object.keys(home.news[0] ?? {}).sort()).toEqual(
      ['author', 'category', 'cover', 'id', 'publishTime', 'summary', 'title'].sort(),
    );
    const en = await client.site.home('en');
    expect(en.slides[0]?.title).toBe('Trunk lines across all of China');
  });

  it('page and filter the news, and answer undefined for an article that is not published', async () => {
    const page = await client.site.news({ lang: 'zh', current: 1, size: 2 });
    expect(page).toMatchObject({ current: 1, size: 2, total: 3, pages: 2 });
    expect(
      (await client.site.news({ lang: 'zh', category: 2 })).records.every((item) => item.category === 2),
    ).toBe(true);
    const published = page.records[0];
    expect((await client.site.newsDetail(published?.id ?? ''))?.content).toContain('<p>');
    const draft = store.table('news').find((row) => row.publishStatus === 1);
    expect(await client.site.newsDetail(draft?.id ?? '')).toBeUndefined();
  });

  it('walk the region tree one level at a time', async () => {
    const provinces = await client.site.regions();
    expect(provinces.find((region) => region.code === '11')?.name).toBe('北京市');
    expect(provinces.every((region) => !region.code.startsWith('0'))).toBe(true);
    const parent = provinces.find((region) => region.hasChildren);
    const children = store.table('region').filter((row) => row.parentCode === parent?.code);
    expect((await client.site.regions(parent?.code)).map((region) => region.code)).toEqual(
      children.map((row) => row.code),
    );
  });
});

import { expect, test } from '@playwright/test';
import { Api, passwordGrant } from './pages-support';

/**
 * News syncs to the group's WeChat official account: here the fake account API Playwright starts
 * beside the server (playwright.config.ts), which lists what it received at `/__fake/articles`.
 * Through the API, as the console's sync button calls it.
 */
const fakeAccount = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4799) + 1}`;

interface NewsRow {
  id: string;
  title: string;
  publishStatus: number;
  syncStatus: number;
  syncTime: string | null;
  syncMessage: string | null;
  syncMediaId: string | null;
}

interface Received {
  publishId: string;
  mediaId: string;
  articles: {
    title: string;
    content: string;
    content_source_url: string;
    cover?: { filename: string; bytes: number };
  }[];
}

test('wechat: a published article syncs to the account, a draft is refused', async ({ request }) => {
  const { access_token: token } = await passwordGrant(request, 'admin', 'admin');
  const api = new Api(request, token!);
  const { records } = await api.get<{ records: NewsRow[] }>('/blade-news/news/list', {
    current: 1,
    size: 50,
  });
  const article = records.find((row) => row.publishStatus === 2);
  const draft = records.find((row) => row.publishStatus === 1);
  expect(article, 'a published demo article').toBeDefined();
  expect(draft, 'a draft demo article').toBeDefined();

  const synced = await api.post<Pick<NewsRow, 'syncStatus' | 'syncTime' | 'syncMessage' | 'syncMediaId'>>(
    '/blade-news/news/syncWeixinPublic',
    { params: { id: article!.id } },
  );
  expect(synced).toMatchObject({ syncStatus: 1, syncMessage: expect.stringMatching(/^已同步到公众号/) });

  const received = (await (await request.get(`${fakeAccount}/__fake/articles`)).json()) as Received[];
  const sent = received.find((item) => item.mediaId === synced.syncMediaId);
  expect(sent?.articles).toEqual([
    expect.objectContaining({
      title: article!.title,
      content_source_url: expect.stringMatching(new RegExp(`/newsItem\\?id=${article!.id}$`)),
      // The demo covers are SVG: the server sends them as PNG, which the account takes.
      cover: { filename: 'cover.png', bytes: expect.any(Number) },
    }),
  ]);
  expect(await api.get<NewsRow>('/blade-news/news/detail', { id: article!.id })).toMatchObject(synced);

  const refused = await api.raw('POST', '/blade-news/news/syncWeixinPublic', { id: draft!.id });
  expect(refused).toMatchObject({ code: 400, msg: '只有已发布的新闻才能同步到公众号：请先发布该新闻' });
});

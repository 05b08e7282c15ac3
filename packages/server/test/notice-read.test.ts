import type { Notice } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { authed, dataOf, signInNewUser } from './helpers';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();
const { list, post } = resourceCalls<Notice>(signedIn, '/api/blade-desk/notice');

/** The caller's unread published notices (the bell's list), titles newest first. */
async function unread(token = signedIn.token): Promise<string[]> {
  const page = await dataOf<{ records: Notice[]; total: number }>(
    authed(signedIn.server.app, token, { url: '/api/blade-desk/notice/unread-list?size=50' }),
  );
  expect(page.total).toBe(page.records.length);
  return page.records.map((n) => n.title!);
}

const ago = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

describe('/blade-desk/notice read state (the bell)', () => {
  it('keeps read marks per person, per tenant, and marks all read', async () => {
    const colleague = await signInNewUser(signedIn.server, { tenantId: '000000', roleAlias: 'user' });
    const stranger = await signInNewUser(signedIn.server, { tenantId: '200002', roleAlias: 'user' });
    const seeded = ['测试公告三', '测试公告二', '测试公告'];
    expect(await unread()).toEqual(seeded);
    expect(await unread(colleague)).toEqual(seeded);
    expect(await unread(stranger)).toEqual([]);

    // Drafts (no release time) and notices released in the future are not in the bell.
    await post('submit', { title: '草稿', category: 1 });
    await post('submit', { title: '明日发布', category: 1, releaseTime: ago(-1) });
    expect(await unread()).toEqual(seeded);

    // One read by the administrator: still unread for the colleague.
    const [second] = (await list('?title=测试公告二')).records;
    expect((await post(`read?ids=${second!.id}`)).statusCode).toBe(200);
    expect(await unread()).toEqual(['测试公告三', '测试公告']);
    expect(await unread(colleague)).toEqual(seeded);

    // Another tenant's user cannot mark this tenant's notice, nor see its marks.
    await post(`read?ids=${second!.id}`, undefined, stranger);
    await post('submit', { title: '外租户通知', category: 1, releaseTime: ago(1) }, stranger);
    expect(await unread(stranger)).toEqual(['外租户通知']);

    // Mark all read: nothing left for the administrator, the colleague's list unchanged; a notice
    // published afterwards is unread again.
    expect((await post('read-all')).statusCode).toBe(200);
    expect(await unread()).toEqual([]);
    expect(await unread(colleague)).toEqual(seeded);
    expect(await unread(stranger)).toEqual(['外租户通知']);
    await post('submit', { title: '新通知', category: 1, releaseTime: ago(0.01) });
    expect(await unread()).toEqual(['新通知']);
    expect(await unread(colleague)).toEqual(['新通知', ...seeded]);
  });

  it('sends a list without the notices’ content and refuses calls without a token', async () => {
    const page = await dataOf<{ records: Notice[] }>(
      authed(signedIn.server.app, signedIn.token, { url: '/api/blade-desk/notice/unread-list' }),
    );
    for (const row of page.records) expect(row).not.toHaveProperty('content');
    for (const url of ['/api/blade-desk/notice/unread-list', '/api/blade-desk/notice/read-all'])
      expect(
        (await signedIn.server.app.inject({ url, method: url.endsWith('all') ? 'POST' : 'GET' })).statusCode,
      ).toBe(401);
    expect((await post('read?ids=abc')).statusCode).toBe(400);
  });
});

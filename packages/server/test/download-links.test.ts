import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_PARAM, LINK_SECONDS } from '../src/http/download-links';
import { authed, signIn, signInNewUser, startSignedIn } from './helpers';
import { signedLink } from './support/download-link';
import { serverForFile } from './support/server-for-file';

const started = serverForFile(startSignedIn);
const EXPORT = '/api/blade-user/export-user?account=admin';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

afterEach(() => vi.useRealTimers());

function withSignature(url: string, change: (signature: string) => string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(LINK_PARAM, change(parsed.searchParams.get(LINK_PARAM)!));
  return `${parsed.pathname}${parsed.search}`;
}

describe('signed download links (issue 17 point 3)', () => {
  it('opens the one file it was signed for, without a header, in both dialects', async () => {
    const { server, token } = started;
    for (const url of [EXPORT, '/api/blade-system/user/export-user?account=admin']) {
      const link = await signedLink(server.app, token, url);
      expect(link).toContain(`${LINK_PARAM}=`);
      expect(link).not.toContain(token);
      const response = await server.app.inject(link);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
    }
    const template = await server.app.inject(
      await signedLink(server.app, token, '/api/blade-system/region/export-template'),
    );
    expect(template.statusCode).toBe(200);
  });

  it('refuses a link for another path, other filters, or a route that is no download', async () => {
    const { server, token } = started;
    const link = await signedLink(server.app, token, EXPORT);
    const signature = new URL(link, 'http://x').searchParams.get(LINK_PARAM)!;
    for (const url of [
      `/api/blade-system/user/export-user?account=admin&${LINK_PARAM}=${signature}`,
      `/api/blade-user/export-user?account=other&${LINK_PARAM}=${signature}`,
      `/api/blade-user/export-user?${LINK_PARAM}=${signature}`,
      `/api/blade-system/param/list?${LINK_PARAM}=${signature}`,
    ]) {
      expect((await server.app.inject(url)).statusCode, url).toBe(401);
    }
  });

  it('refuses a tampered or expired link', async () => {
    const { server, token } = started;
    const link = await signedLink(server.app, token, EXPORT);
    const flipped = withSignature(link, (s) => `${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await server.app.inject(flipped)).statusCode).toBe(401);
    expect((await server.app.inject(withSignature(link, () => token))).statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LINK_SECONDS - 10) * 1000);
    expect((await server.app.inject(link)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 20_000);
    const expired = await server.app.inject(link);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 401, success: false });
  });

  it('is not a token: a link signature in the Blade-Auth header is refused', async () => {
    const { server, token } = started;
    const signature = new URL(await signedLink(server.app, token, EXPORT), 'http://x').searchParams.get(
      LINK_PARAM,
    )!;
    const response = await authed(server.app, signature, { url: '/api/blade-system/param/list' });
    expect(response.statusCode).toBe(401);
  });

  it('is issued only to a signed-in caller, only for download routes, and checks the caller on use', async () => {
    const { server, token } = started;
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/download-link',
      payload: { url: EXPORT },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [
      '/api/blade-system/param/list',
      'http://evil.example/api/blade-user/export-user',
      '',
    ]) {
      const refused = await authed(server.app, token, {
        method: 'POST',
        url: '/api/blade-auth/download-link',
        payload: { url },
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, success: false });
    }
    // A plain user may get a link, but the export stays for administrators.
    const userToken = await signInNewUser(server, { roleAlias: 'user' });
    const link = await signedLink(server.app, userToken, EXPORT);
    expect((await server.app.inject(link)).statusCode).not.toBe(200);
  });

  it('ends with the session: a link of a signed-out user is refused', async () => {
    const { server } = started;
    const session = (await signIn(server.app)).access_token;
    const link = await signedLink(server.app, session, EXPORT);
    await authed(server.app, session, { method: 'GET', url: '/api/blade-auth/oauth/logout' });
    expect((await server.app.inject(link)).statusCode).toBe(401);
  });
});

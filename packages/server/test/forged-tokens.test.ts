import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../src/http/auth-hook';
import { requestToken, signIn, startSignedIn } from './helpers';
import { routesOf } from './support/fuzz';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 37's "Done when": the probe's earlier figures still hold — forged tokens, 0 answers other
 * than 401. Every documented route that is not public is called with each kind of forged or dead
 * token an attacker can make from a real one; each must answer 401 with the envelope.
 */
const started = serverForFile(startSignedIn);
/** startTestServer's secret: a test may sign what only the server should. */
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function forgedTokens(real: string, refresh: string, ended: string): Promise<Record<string, string>> {
  const claims = decodeJwt(real);
  const [header, , signature] = real.split('.') as [string, string, string];
  const signed = (payload: Record<string, unknown>, key: Uint8Array, expiresIn: string | number = '1h') =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('issuser')
      .setAudience('audience')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  return {
    garbage: 'forged.token.value',
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
    'another key': await signed(claims, new TextEncoder().encode('not-the-server-secret-0123456789abcdef')),
    'claims changed, signature kept': `${header}.${b64({ ...claims, tenant_id: '999999', role_name: 'administrator' })}.${signature}`,
    expired: await signed({ ...claims }, SECRET, Math.floor(Date.now() / 1000) - 60),
    'a refresh token': refresh,
    "an ended session's token": ended,
    'a session that never existed': await signed({ ...claims, session_id: 'no-such-session' }, SECRET),
  };
}

describe('forged and dead tokens on every route that needs one', () => {
  it('answer 401 with the envelope, every one of them', async () => {
    const { server, token } = started;
    const app = server.app;
    const session = await requestToken(app, {});
    const refresh = (session.json() as { refresh_token: string }).refresh_token;
    const endedToken = (await signIn(app)).access_token;
    // SPEC's sign-out is a GET (a POST there stores the console's error log).
    const logout = await app.inject({
      url: '/api/blade-auth/oauth/logout',
      headers: { 'blade-auth': `bearer ${endedToken}` },
    });
    expect(logout.statusCode).toBe(200);
    const tokens = await forgedTokens(token, refresh, endedToken);

    const routes = routesOf(app.swagger() as never, { withStreams: true })
      .map((route) => ({ ...route, url: route.path.replace(/\{[^}]+\}/g, '1') }))
      .filter((route) => route.url.startsWith('/api/') && !isPublicPath(route.url));
    expect(routes.length).toBeGreaterThan(150);

    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const [kind, forged] of Object.entries(tokens)) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { 'blade-auth': `bearer ${forged}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        calls++;
        const body = response.json() as { code?: number; success?: boolean };
        if (response.statusCode !== 401 || body.code !== 401 || body.success !== false) {
          wrong.push(`${route.method} ${route.url} with ${kind}: ${response.statusCode}`);
        }
      }
    }
    expect(calls).toBe(routes.length * Object.keys(tokens).length);
    expect(wrong).toEqual([]);
    // The real token still works: the 401s are the forgeries', not a broken server's.
    const me = await app.inject({
      url: '/api/blade-auth/oauth/user-info',
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});

import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authed, signIn, startTestServer } from './helpers';
import { serverForFile } from './support/server-for-file';

const started = serverForFile(async () => ({ server: await startTestServer() }));

describe('walking skeleton', () => {
  it('answers health without a token', async () => {
    const response = await started.server.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      success: true,
      data: { status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      msg: '操作成功',
    });
  });

  it('rejects a missing token with a 401 envelope', async () => {
    const response = await started.server.app.inject('/api/blade-system/param/list');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, success: false, data: null });
    expect(response.json().msg).toMatch(/未授权/);
  });

  it('rejects a forged token (wrong key) and garbage', async () => {
    const forged = await new SignJWT({ token_type: 'access_token', user_id: '1', role_name: 'administrator' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('issuser')
      .setAudience('audience')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    for (const token of [forged, 'garbage']) {
      const response = await authed(started.server.app, token, { url: '/api/blade-system/param/list' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, success: false });
    }
  });

  it('refuses the token as ?blade-auth= (a URL is logged and kept; downloads use signed links)', async () => {
    const { access_token } = await signIn(started.server.app);
    for (const url of ['/api/blade-system/param/list', '/api/blade-user/export-user']) {
      const response = await started.server.app.inject(
        `${url}?blade-auth=${encodeURIComponent(`bearer ${access_token}`)}`,
      );
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers unknown /api paths with a 404 envelope', async () => {
    const response = await started.server.app.inject('/api/blade-nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false, data: null });
  });

  it('answers a bad JSON body with a 400 envelope', async () => {
    const { access_token } = await signIn(started.server.app);
    const response = await authed(started.server.app, access_token, {
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"paramName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false });
  });

  it('serves public menu routes without a token as an empty payload', async () => {
    const response = await started.server.app.inject('/api/blade-system/menu/routes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, success: true, data: {}, msg: '暂无承载数据' });
  });

  it('looks tenants up by domain, publicly', async () => {
    const miss = await started.server.app.inject(
      '/api/blade-system/tenant/info?domain=http://nowhere.example',
    );
    expect(miss.json()).toMatchObject({ code: 200, data: {} });
  });

  it('serves the API documentation', async () => {
    const response = await started.server.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/blade-system/param/list');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { parseSocialProviders } from '../src/auth/social/providers';
import { nextId } from '../src/db/ids';
import { bladeUserOauth } from '../src/db/schema';
import { BASIC_SABER, createUser, startTestServer, type TestServer } from './helpers';
import { LOCAL_FAKES_ALLOWED } from './support/local-fakes';
import { fakeProvider, type OAuthFake, startOAuthFake } from './support/oauth-fake';
import { serverForFile } from './support/server-for-file';

const CONSOLE_LOGIN = 'http://console.test/login';

const started = serverForFile(async () => {
  const fake = await startOAuthFake();
  // A port nothing listens on: a provider that is down.
  const down = await startOAuthFake();
  await down.close();
  const server = await startTestServer({
    socialProviders: parseSocialProviders(
      JSON.stringify({
        github: fakeProvider(fake.url, `${CONSOLE_LOGIN}?source=github`),
        downhub: fakeProvider(down.url, `${CONSOLE_LOGIN}?source=downhub`),
        sso: fakeProvider(fake.url, CONSOLE_LOGIN),
      }),
    ),
    socialTimeoutMs: 2000,
    ...LOCAL_FAKES_ALLOWED,
  });
  return { server, fake } as { server: TestServer; fake: OAuthFake };
});
afterAll(() => started.fake?.close());

/** Starts a sign-in as the console's link does and returns the state the provider was given. */
async function render(source: string, tenantId?: string): Promise<string> {
  const response = await started.server.app.inject({
    url: `/api/blade-auth/oauth/render/${source}${tenantId ? `?tenantId=${tenantId}` : ''}`,
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string).searchParams.get('state')!;
}

function token(params: Record<string, string>, path = '/api/blade-auth/oauth/token') {
  return started.server.app.inject({
    method: 'POST',
    url: `${path}?${new URLSearchParams({ scope: 'all', ...params })}`,
    headers: { authorization: BASIC_SABER },
  });
}

/** A token request that must be refused: asserts the 400 and answers its `error_description`. */
async function refusal(params: Record<string, string>): Promise<string> {
  const response = await token(params);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error_description;
}

async function bind(tenantId: string, account: string, uuid: string) {
  const user = await createUser(started.server.database, { tenantId, account, roleAlias: 'user' });
  const [row] = await started.server.database.db.query.bladeUser.findMany({
    where: (u, { and, eq }) => and(eq(u.tenantId, tenantId), eq(u.account, account)),
  });
  await started.server.database.db
    .insert(bladeUserOauth)
    .values({ id: nextId(), tenantId, uuid, userId: row!.id, source: uuid.split(':')[0]! });
  return user;
}

describe('social grant', () => {
  it('redirects to the provider with the client id, return address and a fresh state', async () => {
    const response = await started.server.app.inject({ url: '/api/blade-auth/oauth/render/github' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${started.fake.url}/authorize`);
    expect(location.searchParams.get('client_id')).toBe('fake-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${CONSOLE_LOGIN}?source=github`);
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
  });

  it('signs in the user bound to the provider account, in the tenant the sign-in started in', async () => {
    await bind('100201', 'octo', 'github:583231');
    const state = await render('github', '100201');
    const code = started.fake.codeFor({ id: 583231, login: 'octocat' }, `${CONSOLE_LOGIN}?source=github`);
    const response = await token({ grant_type: 'social', source: 'github', code, state });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      account: 'octo',
      tenant_id: '100201',
      oauth_id: 'github:583231',
    });
    expect(started.fake.tokenRequests.at(-1)?.get('client_secret')).toBe('fake-secret');

    // The state works once: replaying the callback is refused.
    const again = await refusal({ grant_type: 'social', source: 'github', code, state });
    expect(again).toContain('重新点击第三方登录');
  });

  it('refuses a provider account bound to nobody, saying what to do', async () => {
    const state = await render('github');
    const code = started.fake.codeFor({ id: 999, login: 'stranger' }, `${CONSOLE_LOGIN}?source=github`);
    const refused = await refusal({ grant_type: 'social', source: 'github', code, state });
    expect(refused).toBe(
      '该github 账号 stranger尚未绑定本系统用户，请先用账号密码登录，或请管理员为您绑定 (oauth id github:999)',
    );
  });

  it('refuses a state this server never issued, and a code the provider refuses', async () => {
    const code = started.fake.codeFor({ id: 583231, login: 'octocat' }, `${CONSOLE_LOGIN}?source=github`);
    const forged = await refusal({ grant_type: 'social', source: 'github', code, state: 'made-up' });
    expect(forged).toContain('不是从本站发起');

    const state = await render('github');
    const wrongCode = await refusal({ grant_type: 'social', source: 'github', code: 'nope', state });
    expect(wrongCode).toBe('github 授权码无效或已过期：invalid_grant，请重新点击第三方登录');
  });

  it('answers 400 with a message a person can act on when the provider is down', async () => {
    const state = await render('downhub');
    const refused = await refusal({ grant_type: 'social', source: 'downhub', code: 'c', state });
    expect(refused).toBe('第三方登录服务 downhub 暂时无法访问（连接失败），请稍后重试或使用账号密码登录');
  });

  it('answers an unknown source at render and at the token endpoint', async () => {
    const render404 = await started.server.app.inject({ url: '/api/blade-auth/oauth/render/weibo' });
    expect(render404.statusCode).toBe(400);
    expect(render404.json()).toMatchObject({
      code: 400,
      success: false,
      msg: expect.stringContaining('weibo'),
    });
    const grant = await token({ grant_type: 'social', source: 'weibo', code: 'c', state: 's' });
    expect(grant.json().error_description).toContain('未配置第三方登录 weibo');
  });

  it('answers in the envelope on the 4.x token endpoint', async () => {
    const state = await render('github', '100201');
    const code = started.fake.codeFor({ id: 583231, login: 'octocat' }, `${CONSOLE_LOGIN}?source=github`);
    const response = await token(
      { grantType: 'social', source: 'github', code, state },
      '/api/blade-auth/token',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ account: 'octo', tenantId: '100201' });
  });
});

describe('authorization_code grant (single sign-on)', () => {
  it('signs in the user whose account the SSO server names, binding them for next time', async () => {
    const code = started.fake.codeFor({ id: 7, login: 'admin' }, CONSOLE_LOGIN);
    const response = await token({ grant_type: 'authorization_code', code, redirect_uri: CONSOLE_LOGIN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ account: 'admin', tenant_id: '000000', oauth_id: 'sso:7' });
  });

  it('refuses a redirect_uri other than the configured one, and an unknown SSO account', async () => {
    const code = started.fake.codeFor({ id: 7, login: 'admin' }, CONSOLE_LOGIN);
    const elsewhere = await refusal({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://evil.test/',
    });
    expect(elsewhere).toContain('redirect_uri 与单点登录配置不一致');

    const nobodyCode = started.fake.codeFor({ id: 8, login: 'nobody' }, CONSOLE_LOGIN);
    const nobody = await refusal({
      grant_type: 'authorization_code',
      code: nobodyCode,
      redirect_uri: CONSOLE_LOGIN,
    });
    expect(nobody).toContain('尚未绑定本系统用户');
  });
});

describe('BLADE_SOCIAL_PROVIDERS', () => {
  it('fills a known source from its preset and names what is missing', () => {
    const providers = parseSocialProviders(
      JSON.stringify({ GitHub: { clientId: 'a', clientSecret: 'b', redirectUri: 'https://c.test/login' } }),
    );
    expect(providers.github).toMatchObject({
      tokenUrl: 'https://github.com/login/oauth/access_token',
      nameField: 'login',
      linkByAccount: false,
    });
    expect(() => parseSocialProviders('{"acme": {"clientId": "a", "clientSecret": "b"}}')).toThrow(
      'BLADE_SOCIAL_PROVIDERS.acme.redirectUri is required',
    );
    expect(() => parseSocialProviders('{oops')).toThrow(/JSON object/);
  });
});

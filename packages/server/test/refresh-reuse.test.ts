import type { TokenResponse } from '@blade-console/blade-client/types';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bladeRefreshToken, bladeTokenFamily } from '../src/db/schema';
import { sayZh } from '../src/i18n';
import { REFRESH_REFUSED, REFRESH_REUSED } from '../src/services/auth/refresh-grant';
import {
  authed,
  BASIC_SABER,
  createUser,
  credentialsOf,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

/**
 * The reuse window of rotated refresh tokens (issue 24): the same client presenting a rotated token
 * again within BLADE_REFRESH_REUSE_SECONDS gets the same successor pair; after it, the whole token
 * family is revoked. The window's state is in the database, so it holds across replicas.
 * Tenant 724024 is this file's own.
 */
let server: TestServer;
let replica: Awaited<ReturnType<TestServer['replica']>>;
let noWindow: Awaited<ReturnType<TestServer['replica']>>;
beforeAll(async () => {
  server = await startTestServer();
  // Two more "processes" over the same database: one as configured, one with the window off.
  replica = await server.replica();
  noWindow = await server.replica({ refreshReuseSeconds: 0 });
});
afterAll(async () => {
  await noWindow?.close();
  await replica?.close();
  await server?.close();
});

const TENANT = '724024';
let accounts = 0;

/** A new user of the file's tenant, signed in: a token family of its own. */
async function signedInUser(): Promise<TokenResponse> {
  accounts += 1;
  const user = await createUser(server.database, {
    tenantId: TENANT,
    account: `reuse${accounts}`,
    roleAlias: 'user',
  });
  return signIn(server.app, credentialsOf(user));
}

function refresh(app: FastifyInstance, refreshToken: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?grant_type=refresh_token&scope=all&tenantId=${TENANT}`,
    headers: { authorization: BASIC_SABER, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    // In the body: a refresh token does not belong in a URL.
    payload: new URLSearchParams({ refresh_token: refreshToken }).toString(),
  });
}

async function refreshed(app: FastifyInstance, refreshToken: string): Promise<TokenResponse> {
  const response = await refresh(app, refreshToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TokenResponse>();
}

/** Moves the rotation of `refreshToken` `seconds` into the past, as if that much time went by. */
async function rotatedSecondsAgo(refreshToken: string, seconds: number) {
  const jti = String(decodeJwt(refreshToken).jti);
  await server.database.db
    .update(bladeRefreshToken)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(bladeRefreshToken.jti, jti));
}

async function familyOf(token: TokenResponse) {
  const id = String(decodeJwt(token.access_token).session_id);
  const [family] = await server.database.db
    .select()
    .from(bladeTokenFamily)
    .where(eq(bladeTokenFamily.id, id));
  return family;
}

describe('a rotated refresh token used again within the window', () => {
  it('gets the same successor pair, and that pair works', async () => {
    const first = await signedInUser();
    const next = await refreshed(server.app, first.refresh_token);
    const again = await refreshed(server.app, first.refresh_token);
    expect(again.access_token).toBe(next.access_token);
    expect(again.refresh_token).toBe(next.refresh_token);
    expect(again.user_id).toBe(first.user_id);

    const info = await authed(server.app, again.access_token, { url: '/api/blade-auth/oauth/user-info' });
    expect(info.json().data.account).toBe(first.account);
    // The successor rotates as usual: a new pair, and the family lives on.
    const third = await refreshed(server.app, again.refresh_token);
    expect(third.refresh_token).not.toBe(next.refresh_token);
    expect(await familyOf(third)).toMatchObject({ revokedAt: null });
  });

  it('still works at the edge of the window (30 s by default)', async () => {
    const first = await signedInUser();
    const next = await refreshed(server.app, first.refresh_token);
    await rotatedSecondsAgo(first.refresh_token, 29);
    expect((await refreshed(server.app, first.refresh_token)).refresh_token).toBe(next.refresh_token);
  });

  it('is refused, without ending the session, when it asks for another department or role', async () => {
    const first = await signedInUser();
    const next = await refreshed(server.app, first.refresh_token);
    const other = await refresh(server.app, first.refresh_token, { 'role-id': '1' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error_description).toBe(sayZh(REFRESH_REFUSED));
    expect((await refreshed(server.app, next.refresh_token)).user_id).toBe(first.user_id);
  });

  it('is kept in the database sealed, never as a usable token', async () => {
    const first = await signedInUser();
    const next = await refreshed(server.app, first.refresh_token);
    const [row] = await server.database.db
      .select({ successor: bladeRefreshToken.successor })
      .from(bladeRefreshToken)
      .where(eq(bladeRefreshToken.jti, String(decodeJwt(first.refresh_token).jti)));
    expect(row?.successor).toBeTruthy();
    for (const token of [next.access_token, next.refresh_token]) {
      for (const part of token.split('.')) expect(row?.successor).not.toContain(part);
    }
  });
});

describe('a rotated refresh token used again after the window', () => {
  it('revokes the whole family: both holders must sign in again', async () => {
    const first = await signedInUser();
    const next = await refreshed(server.app, first.refresh_token);
    await rotatedSecondsAgo(first.refresh_token, 31);

    const late = await refresh(server.app, first.refresh_token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error_description).toBe(sayZh(REFRESH_REUSED));
    // The holder of the successor (the client, or whoever stole from it) is out too.
    const successor = await refresh(server.app, next.refresh_token);
    expect(successor.statusCode).toBe(400);
    expect(successor.json().error_description).toBe(sayZh(REFRESH_REFUSED));
    expect(await familyOf(next)).toMatchObject({ revokeReason: 'reuse' });
    expect((await familyOf(next))?.revokedAt).toBeInstanceOf(Date);
  });

  it('leaves the user’s other sessions alone', async () => {
    accounts += 1;
    const user = await createUser(server.database, {
      tenantId: TENANT,
      account: `reuse${accounts}`,
      roleAlias: 'user',
    });
    const credentials = credentialsOf(user);
    const stolen = await signIn(server.app, credentials);
    const elsewhere = await signIn(server.app, credentials);
    await refreshed(server.app, stolen.refresh_token);
    await rotatedSecondsAgo(stolen.refresh_token, 60);
    expect((await refresh(server.app, stolen.refresh_token)).statusCode).toBe(400);
    expect((await refreshed(server.app, elsewhere.refresh_token)).account).toBe(user.account);
  });

  it('is any reuse at all when BLADE_REFRESH_REUSE_SECONDS is 0', async () => {
    const first = await signedInUser();
    const next = await refreshed(noWindow.app, first.refresh_token);
    const again = await refresh(noWindow.app, first.refresh_token);
    expect(again.json().error_description).toBe(sayZh(REFRESH_REUSED));
    expect((await refresh(noWindow.app, next.refresh_token)).statusCode).toBe(400);
  });
});

describe('two server processes on one database', () => {
  it('answer the same token given to both at once with one pair', async () => {
    const first = await signedInUser();
    const [a, b] = await Promise.all([
      refresh(server.app, first.refresh_token),
      refresh(replica.app, first.refresh_token),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json<TokenResponse>().refresh_token).toBe(a.json<TokenResponse>().refresh_token);
    expect(b.json<TokenResponse>().access_token).toBe(a.json<TokenResponse>().access_token);
  });

  it('share the window: a retry on the other replica gets the pair, late reuse there ends it here', async () => {
    const first = await signedInUser();
    const next = await refreshed(server.app, first.refresh_token);
    expect((await refreshed(replica.app, first.refresh_token)).refresh_token).toBe(next.refresh_token);

    await rotatedSecondsAgo(first.refresh_token, 31);
    expect((await refresh(replica.app, first.refresh_token)).json().error_description).toBe(
      sayZh(REFRESH_REUSED),
    );
    expect((await refresh(server.app, next.refresh_token)).statusCode).toBe(400);
  });

  it('share sign-out: a session ended on one is over on the other', async () => {
    const first = await signedInUser();
    const logout = await authed(replica.app, first.access_token, { url: '/api/blade-auth/oauth/logout' });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(server.app, first.refresh_token)).statusCode).toBe(400);
    expect(await familyOf(first)).toMatchObject({ revokeReason: 'logout' });
  });
});

describe('BLADE_REFRESH_REUSE_SECONDS', () => {
  it('defaults to 30, takes 0 to turn the window off, and refuses anything else', () => {
    expect(loadConfig({}).refreshReuseSeconds).toBe(30);
    expect(loadConfig({ BLADE_REFRESH_REUSE_SECONDS: '0' }).refreshReuseSeconds).toBe(0);
    expect(loadConfig({ BLADE_REFRESH_REUSE_SECONDS: '5' }).refreshReuseSeconds).toBe(5);
    for (const bad of ['-1', '2.5', 'soon', '86400']) {
      expect(() => loadConfig({ BLADE_REFRESH_REUSE_SECONDS: bad })).toThrow(/BLADE_REFRESH_REUSE_SECONDS/);
    }
  });
});

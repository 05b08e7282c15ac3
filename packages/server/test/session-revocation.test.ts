import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../src/auth/jwt';
import { md5Hex } from '../src/auth/password';
import { SESSION_CHECK_MS, SessionGuard } from '../src/auth/session-guard';
import { bladeTenant, bladeUser } from '../src/db/schema';
import { MSG } from '../src/http/envelope';
import { sayZh } from '../src/i18n';
import { authed, createUser, dataOf, signIn } from './helpers';
import { serverWithReplicaForFile } from './support/server-for-file';

/**
 * Issue 17 point 1: an access token is only as good as its session. Each event that ends a session
 * makes the old access token answer 401 — the envelope and message the client takes for "signed
 * out" (blade-client's http.ts: code 401 → onUnauthorized) — on this replica and on another one
 * that had just let the token in. Tenant 731017 (and 731018, removed below) are this file's own.
 */
const both = serverWithReplicaForFile();

const TENANT = '731017';
let accounts = 0;

interface Session {
  token: string;
  userId: string;
  sessionId: string;
  account: string;
  password: string;
}

/** A new user of `tenantId`, signed in. */
async function signedIn(roleAlias = 'user', tenantId = TENANT): Promise<Session> {
  accounts += 1;
  const user = await createUser(both.server.database, { tenantId, account: `revoke${accounts}`, roleAlias });
  return signInAs(user.account, user.password, tenantId);
}

async function signInAs(account: string, password: string, tenantId = TENANT): Promise<Session> {
  const answer = await signIn(both.server.app, { tenantId, username: account, password });
  const claims = decodeJwt(answer.access_token);
  return {
    token: answer.access_token,
    userId: answer.user_id,
    sessionId: String(claims.session_id),
    account,
    password,
  };
}

const me = (app: FastifyInstance, token: string) => authed(app, token, { url: '/api/blade-user/info' });

/** Both replicas let the token in (each now remembers the session as live). */
async function expectLetInEverywhere(token: string) {
  for (const app of [both.server.app, both.replica.app]) {
    const answer = await me(app, token);
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

async function expectSignedOut(app: FastifyInstance, token: string) {
  const answer = await me(app, token);
  expect(answer.statusCode, answer.body).toBe(401);
  expect(answer.json()).toEqual({ code: 401, success: false, data: null, msg: sayZh(MSG.unauthorized) });
}

/** What each replica remembers is at most SESSION_CHECK_MS old: after that both must refuse. */
async function expectSignedOutEverywhereWithinASecond(token: string) {
  await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MS + 50));
  await expectSignedOut(both.server.app, token);
  await expectSignedOut(both.replica.app, token);
}

let tenantAdmin: Session;
beforeAll(async () => {
  tenantAdmin = await signedIn('admin');
});

function adminPost(url: string, payload?: object) {
  return authed(both.server.app, tenantAdmin.token, { method: 'POST', url, ...(payload ? { payload } : {}) });
}

describe('an access token ends with its session', () => {
  it('at sign-out: at once on the replica signed out on, within a second on the others', async () => {
    const session = await signedIn();
    await expectLetInEverywhere(session.token);
    await dataOf(authed(both.server.app, session.token, { url: '/api/blade-auth/oauth/logout' }));
    await expectSignedOut(both.server.app, session.token);
    await expectSignedOutEverywhereWithinASecond(session.token);
  });

  it('at a password change: the other sessions end, the one that changed it stays', async () => {
    const changer = await signedIn();
    const elsewhere = await signInAs(changer.account, changer.password);
    await expectLetInEverywhere(elsewhere.token);
    const hashed = (plain: string) => md5Hex(plain);
    await dataOf(
      authed(both.replica.app, changer.token, {
        method: 'POST',
        url: `/api/blade-user/update-password?oldPassword=${hashed(changer.password)}&newPassword=${hashed('n3w-secret')}&newPassword1=${hashed('n3w-secret')}`,
      }),
    );
    await expectSignedOutEverywhereWithinASecond(elsewhere.token);
    expect((await me(both.server.app, changer.token)).statusCode).toBe(200);
  });

  it('at a password reset by an administrator', async () => {
    const session = await signedIn();
    await expectLetInEverywhere(session.token);
    await dataOf(adminPost(`/api/blade-user/reset-password?userIds=${session.userId}`));
    await expectSignedOutEverywhereWithinASecond(session.token);
  });

  it('when the user is removed', async () => {
    const session = await signedIn();
    await expectLetInEverywhere(session.token);
    await dataOf(adminPost(`/api/blade-user/remove?ids=${session.userId}`));
    await expectSignedOutEverywhereWithinASecond(session.token);
  });

  it('when the user is no longer active (locked out by an administrator)', async () => {
    const session = await signedIn();
    await expectLetInEverywhere(session.token);
    await dataOf(adminPost('/api/blade-user/update', { id: session.userId, status: 2 }));
    await expectSignedOutEverywhereWithinASecond(session.token);
  });

  it('when the user is granted other roles', async () => {
    const session = await signedIn();
    const otherRole = (
      await createUser(both.server.database, {
        tenantId: TENANT,
        account: 'role-donor',
        roleAlias: 'auditor',
      })
    ).roleId;
    await expectLetInEverywhere(session.token);
    await dataOf(adminPost(`/api/blade-user/grant?userIds=${session.userId}&roleIds=${otherRole}`));
    await expectSignedOutEverywhereWithinASecond(session.token);
    // The new roles take effect at the next sign-in.
    const again = await signInAs(session.account, session.password);
    expect(decodeJwt(again.token).role_id).toBe(otherRole);
  });

  it('when an edit of the user changes its roles, but not when an edit leaves them', async () => {
    const session = await signedIn();
    const kept = await signedIn();
    const [row] = await both.server.database.db
      .select({ roleId: bladeUser.roleId })
      .from(bladeUser)
      .where(eq(bladeUser.id, BigInt(kept.userId)));
    await expectLetInEverywhere(session.token);
    await expectLetInEverywhere(kept.token);
    await dataOf(adminPost('/api/blade-user/update', { id: session.userId, roleId: tenantAdminRole() }));
    await dataOf(
      adminPost('/api/blade-user/update', { id: kept.userId, roleId: row!.roleId, realName: '改名' }),
    );
    await expectSignedOutEverywhereWithinASecond(session.token);
    expect((await me(both.replica.app, kept.token)).statusCode).toBe(200);
  });

  it('when its tenant is removed: its administrator can no longer create users', async () => {
    const doomed = '731018';
    const boss = await signedIn('admin', doomed);
    await expectLetInEverywhere(boss.token);
    const platform = await signIn(both.server.app);
    const [tenant] = await both.server.database.db
      .select({ id: bladeTenant.id })
      .from(bladeTenant)
      .where(eq(bladeTenant.tenantId, doomed));
    await dataOf(
      authed(both.server.app, platform.access_token, {
        method: 'POST',
        url: `/api/blade-system/tenant/remove?ids=${tenant!.id}`,
      }),
    );
    await expectSignedOutEverywhereWithinASecond(boss.token);
    const create = await authed(both.replica.app, boss.token, {
      method: 'POST',
      url: '/api/blade-user/submit',
      payload: { account: 'ghost', realName: 'ghost' },
    });
    expect(create.statusCode).toBe(401);
  });
});

function tenantAdminRole(): string {
  return String(decodeJwt(tenantAdmin.token).role_id);
}

describe('SessionGuard', () => {
  /** The server's database with its `select` calls counted: one per session lookup. */
  function countingDb() {
    const counter = { selects: 0 };
    const db = new Proxy(both.server.database.db, {
      get(target, property, receiver) {
        if (property === 'select') counter.selects += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    return { db, counter };
  }

  it('asks the database once per session per second, however many calls come in between', async () => {
    const session = await signedIn();
    const access = decodeJwt(session.token) as unknown as AccessClaims;
    const { db, counter } = countingDb();
    let clock = 0;
    const guard = new SessionGuard(db, SESSION_CHECK_MS, () => clock);

    const first = await Promise.all(Array.from({ length: 5 }, () => guard.isLive(access)));
    expect(first).toEqual([true, true, true, true, true]);
    clock = SESSION_CHECK_MS - 1;
    expect(await guard.isLive(access)).toBe(true);
    expect(counter.selects).toBe(1);

    // Changed by hand in the database, not through a route: seen once the entry is a second old.
    await both.server.database.db
      .update(bladeUser)
      .set({ status: 0 })
      .where(eq(bladeUser.id, BigInt(session.userId)));
    expect(await guard.isLive(access)).toBe(true);
    clock = SESSION_CHECK_MS;
    expect(await guard.isLive(access)).toBe(false);
    expect(counter.selects).toBe(2);
  });

  it('refuses a token carrying a role its user no longer holds, and a token without a session', async () => {
    const session = await signedIn();
    const claims = decodeJwt(session.token) as unknown as AccessClaims;
    const guard = new SessionGuard(both.server.database.db);
    expect(await guard.isLive(claims)).toBe(true);
    expect(await new SessionGuard(both.server.database.db).isLive({ ...claims, role_id: '1' })).toBe(false);
    expect(await new SessionGuard(both.server.database.db).isLive({ ...claims, session_id: '' })).toBe(false);
    expect(
      await new SessionGuard(both.server.database.db).isLive({ ...claims, user_id: tenantAdmin.userId }),
    ).toBe(false);
  });
});

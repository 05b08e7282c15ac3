// Over 300 lines for a reason: what every server test imports (a started server over a fresh
// database, sign-in, calls with a token); the pieces one topic needs live in ./support/.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenResponse } from '@blade-console/blade-client/types';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { PLATFORM_TENANT_ID } from '../src/auth/jwt';
import { hashPassword, md5Hex } from '../src/auth/password';
import type { ServerConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/connection';
import { nextId } from '../src/db/ids';
import { bladeRole, bladeTenant, bladeUser } from '../src/db/schema';
import { createPostgresDatabase, createSeededPostgresDatabase } from './support/postgres-database';
import { seededTemplate, TEST_SEED } from './support/seeded-template';

export { createPostgresDatabase };

/** The seeded administrator's password (the template's seed). */
export const ADMIN_PASSWORD = TEST_SEED.adminPassword;
export const BASIC_SABER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export interface TestServer {
  app: FastifyInstance;
  /** The same database the app uses, for arranging data and peeking at state. */
  database: Database;
  /** Its DATA_DIR (uploads on local disk). */
  dataDir: string;
  /**
   * A second app over the same database, as another replica of the server would be: its own
   * process state, the database shared (the same PGlite, or its own pool to the same PostgreSQL).
   */
  replica(config?: Partial<ServerConfig>): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A real app over a fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set (scripts/test-postgres.sh). One per test file keeps the
 * suite fast; tests inside a file share it, so they use their own rows or accounts.
 */
export async function startTestServer(
  config: Partial<ServerConfig> = {},
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-server-test-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createSeededPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  // PGlite as the server runs it: in a worker thread (here in memory, loaded from the seeded template).
  const database = await openDatabase(
    postgres ? { url: postgres.url } : { memory: { loadDataDir: await seededTemplate() } },
  );
  const appOver = (db: Database, more: Partial<ServerConfig> = {}) =>
    buildApp({
      database: db,
      logger: options.logger ?? false,
      config: {
        captcha: false,
        // Files sign in dozens of times a minute from one address; rate-limits.test.ts checks the
        // real figure (SIGN_IN_PER_MINUTE) on a server of its own.
        signInRateLimit: 10_000,
        adminPassword: ADMIN_PASSWORD,
        jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
        dataDir,
        databaseUrl: undefined,
        staticDir: path.join(dataDir, 'no-console'),
        siteDir: path.join(dataDir, 'no-site'),
        // A few hundred regions instead of ~3,700 keep every file's start fast (region.test checks the full seed once).
        regionSeed: 'sample',
        ...config,
        ...more,
      },
    });
  const app = await appOver(database);
  return {
    app,
    database,
    dataDir,
    async replica(more) {
      // PGlite has one connection: both apps use it (a database handed to buildApp stays open).
      const shared = postgres ? await openDatabase({ url: postgres.url }) : database;
      const other = await appOver(shared, more);
      return {
        app: other,
        async close() {
          await other.close();
          if (postgres) await shared.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignInOptions {
  username?: string;
  password?: string;
  tenantId?: string;
  grantType?: string;
  headers?: Record<string, string>;
}

/**
 * `POST /api/blade-auth/oauth/token` the way the console sends it: the grant in the query string,
 * the md5 password in a urlencoded body (Saber puts it in the query too: auth.test.ts).
 */
export function requestToken(
  app: FastifyInstance,
  options: SignInOptions = {},
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    grant_type: options.grantType ?? 'password',
    username: options.username ?? 'admin',
    tenantId: options.tenantId ?? PLATFORM_TENANT_ID,
    scope: 'all',
    type: 'account',
  });
  return app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?${query}`,
    headers: {
      authorization: BASIC_SABER,
      'content-type': 'application/x-www-form-urlencoded',
      ...options.headers,
    },
    payload: new URLSearchParams({ password: md5Hex(options.password ?? ADMIN_PASSWORD) }).toString(),
  });
}

/** Signs in and returns the token answer; fails the test with the server's message otherwise. */
export async function signIn(app: FastifyInstance, options: SignInOptions = {}): Promise<TokenResponse> {
  const response = await requestToken(app, options);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenResponse>();
}

/**
 * Signs in an account that still has the initial password (123456), sets `newPassword` as the
 * forced change asks, and signs in again: the token answer of a session that opens every route.
 */
export async function signInAfterForcedChange(
  app: FastifyInstance,
  options: SignInOptions,
  newPassword: string,
): Promise<TokenResponse> {
  const first = await signIn(app, { ...options, password: '123456' });
  if (!first.password_change_required) throw new Error('expected a forced password change');
  const [old, fresh] = [md5Hex('123456'), md5Hex(newPassword)];
  // In a form body, as the console sends it.
  const changed = await authed(app, first.access_token, {
    method: 'POST',
    url: '/api/blade-user/update-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `oldPassword=${old}&newPassword=${fresh}&newPassword1=${fresh}`,
  });
  if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
  return signIn(app, { ...options, password: newPassword });
}

/** An inject with `Blade-Auth: bearer <token>`. */
export function authed(
  app: FastifyInstance,
  token: string,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, 'blade-auth': `bearer ${token}` } });
}

export interface ArrangedUser {
  tenantId: string;
  account: string;
  password: string;
  roleId: string;
}

/** How an arranged user (see createUser) signs in: its tenant, account and password. */
export function credentialsOf(user: ArrangedUser): SignInOptions {
  return { tenantId: user.tenantId, username: user.account, password: user.password };
}

/**
 * Who createUser arranges. Only the role is required: most tests need "a user of tenant T with
 * role R" and nothing of its name, so the tenant defaults to the platform's (000000) and the account
 * to a fresh random one (9 characters: the user's name column, which repeats it, holds 10).
 */
export interface NewUser {
  roleAlias: string;
  tenantId?: string;
  account?: string;
  password?: string;
}

/** Inserts a tenant (if new), a role with `roleAlias` in it, and a user with that role. */
export async function createUser(database: Database, wanted: NewUser): Promise<ArrangedUser> {
  const user = { tenantId: PLATFORM_TENANT_ID, account: `u${randomBytes(4).toString('hex')}`, ...wanted };
  const password = user.password ?? 'secret123';
  const roleId = nextId();
  await database.db.transaction(async (tx) => {
    await tx
      .insert(bladeTenant)
      .values({ id: nextId(), tenantId: user.tenantId, tenantName: `租户${user.tenantId}` })
      .onConflictDoNothing();
    await tx
      .insert(bladeRole)
      .values({ id: roleId, tenantId: user.tenantId, roleName: user.roleAlias, roleAlias: user.roleAlias });
    await tx.insert(bladeUser).values({
      id: nextId(),
      tenantId: user.tenantId,
      account: user.account,
      password: await hashPassword(md5Hex(password)),
      name: user.account,
      realName: user.account,
      roleId: String(roleId),
    });
  });
  return { tenantId: user.tenantId, account: user.account, password, roleId: String(roleId) };
}

/**
 * A test server signed in as the platform administrator: what most files start with in their
 * `beforeAll` (close it in `afterAll`).
 */
export async function startSignedIn(
  config: Partial<ServerConfig> = {},
): Promise<{ server: TestServer; token: string }> {
  const server = await startTestServer(config);
  return { server, token: (await signIn(server.app)).access_token };
}

/**
 * Arranges a user (see createUser) and signs it in: the access token of someone other than the
 * administrator, for the tests that check who may do what.
 */
export async function signInNewUser(server: TestServer, user: NewUser): Promise<string> {
  const arranged = await createUser(server.database, user);
  return (await signIn(server.app, credentialsOf(arranged))).access_token;
}

/** A multipart/form-data body with one file part, for `inject` (no FormData round trip needed). */
export function multipartFile(
  filename: string,
  content: Buffer | string,
  options: { field?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----blade${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny valid PNG (1×1), for upload tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** JSON `data` of an inject that must answer 200 (fails the test with the body otherwise). */
export async function dataOf<T = unknown>(
  response: Promise<LightMyRequestResponse> | LightMyRequestResponse,
): Promise<T> {
  const r = await response;
  if (r.statusCode !== 200) throw new Error(`expected 200, got ${r.statusCode}: ${r.body}`);
  return r.json<{ data: T }>().data;
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenResponse } from '@blade-console/blade-client/types';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { hashPassword, md5Hex } from '../src/auth/password';
import type { ServerConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/connection';
import { nextId } from '../src/db/ids';
import { bladeRole, bladeTenant, bladeUser } from '../src/db/schema';

export const ADMIN_PASSWORD = 'admin';
export const BASIC_SABER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export interface TestServer {
  app: FastifyInstance;
  /** The same database the app uses, for arranging data and peeking at state. */
  database: Database;
  close(): Promise<void>;
}

/**
 * A real app over a fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set (scripts/test-postgres.sh). One per test file keeps the
 * suite fast; tests inside a file share it, so they use their own rows or accounts.
 */
export async function startTestServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-server-test-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const database = await openDatabase(postgres ? { url: postgres.url } : { pglite: new PGlite() });
  const app = await buildApp({
    database,
    logger: false,
    config: {
      captcha: false,
      adminPassword: ADMIN_PASSWORD,
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      dataDir,
      databaseUrl: undefined,
      staticDir: path.join(dataDir, 'no-console'),
      // A few hundred regions instead of ~3,700 keep every file's start fast (region.test checks the full seed once).
      regionSeed: 'sample',
      ...config,
    },
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates `blade_test_<random>` next to the database of `adminUrl`; `drop` removes it. */
async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `blade_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
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

/** `POST /api/blade-auth/oauth/token` the way the console sends it (query string, md5 password). */
export function requestToken(
  app: FastifyInstance,
  options: SignInOptions = {},
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    grant_type: options.grantType ?? 'password',
    username: options.username ?? 'admin',
    password: md5Hex(options.password ?? ADMIN_PASSWORD),
    tenantId: options.tenantId ?? '000000',
    scope: 'all',
    type: 'account',
  });
  return app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?${query}`,
    headers: { authorization: BASIC_SABER, ...options.headers },
  });
}

/** Signs in and returns the token answer; fails the test with the server's message otherwise. */
export async function signIn(app: FastifyInstance, options: SignInOptions = {}): Promise<TokenResponse> {
  const response = await requestToken(app, options);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenResponse>();
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

/** Inserts a tenant (if new), a role with `roleAlias` in it, and a user with that role. */
export async function createUser(
  database: Database,
  user: { tenantId: string; account: string; password?: string; roleAlias: string },
): Promise<ArrangedUser> {
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

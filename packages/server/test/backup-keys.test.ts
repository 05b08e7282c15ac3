import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { backupTo, restoreFrom } from '../src/ops/backup';
import { ADMIN_PASSWORD, authed, createPostgresDatabase, signIn } from './helpers';

/*
 * The keys the server generated (the JWT signing key, the SM2 pair) travel with a backup: on the
 * embedded PGlite they are files in DATA_DIR, not rows of `blade_secret`, and a backup that left them
 * out signed everyone out after a restore and gave 4.x front ends a new public key. Here the server
 * runs as it does in production, its PGlite and keys under a DATA_DIR of its own.
 */
const scratch = mkdtempSync(path.join(os.tmpdir(), 'blade-backup-keys-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const configFor = (dataDir: string, databaseUrl?: string): Partial<ServerConfig> => ({
  dataDir,
  databaseUrl,
  // Generated, not given: what the backup has to carry.
  jwtSecret: undefined,
  sm2KeyPair: undefined,
  captcha: false,
  adminPassword: ADMIN_PASSWORD,
  signInRateLimit: 10_000,
  regionSeed: 'sample',
  staticDir: path.join(scratch, 'no-console'),
  siteDir: path.join(scratch, 'no-site'),
});
const start = (dataDir: string, databaseUrl?: string) =>
  buildApp({ logger: false, site: null, config: configFor(dataDir, databaseUrl) });
const publicKeyOf = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/blade-auth/public-key' })).json().data.publicKey as string;
const userInfo = (app: FastifyInstance, token: string) =>
  authed(app, token, { url: '/api/blade-auth/oauth/user-info' });

describe('the generated keys in a backup', () => {
  it('survive a restore into a fresh DATA_DIR (and PostgreSQL): old tokens verify, the public key stays', async () => {
    const source = path.join(scratch, 'source');
    const first = await start(source);
    const { access_token: token } = await signIn(first);
    const publicKey = await publicKeyOf(first);
    await first.close();

    const file = path.join(scratch, 'keys.zip');
    const database = await openDatabase({ dataDir: source });
    const manifest = await backupTo(database, source, file).finally(() => database.close());
    expect(manifest.keys).toEqual(['jwt-secret', 'sm2-key-pair']);

    const target = path.join(scratch, 'target');
    const fresh = await openDatabase({ dataDir: target });
    try {
      await fresh.migrate();
      expect((await restoreFrom(fresh, target, file)).keys).toEqual(['jwt-secret', 'sm2-key-pair']);
    } finally {
      await fresh.close();
    }
    // Where the embedded server reads them, as it wrote them.
    for (const name of ['jwt-secret', 'sm2-key-pair'])
      expect(readFileSync(path.join(target, name), 'utf8')).toBe(
        readFileSync(path.join(source, name), 'utf8'),
      );
    const restored = await start(target);
    try {
      expect((await userInfo(restored, token)).statusCode).toBe(200);
      expect(await publicKeyOf(restored)).toBe(publicKey);
    } finally {
      await restored.close();
    }

    // PostgreSQL keeps them in `blade_secret`: the same backup restores them there.
    if (!process.env.TEST_DATABASE_URL) return;
    const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      const shared = await openDatabase({ url: postgres.url });
      await shared.migrate();
      await restoreFrom(shared, path.join(scratch, 'pg'), file).finally(() => shared.close());
      const replica = await start(path.join(scratch, 'pg'), postgres.url);
      try {
        expect((await userInfo(replica, token)).statusCode).toBe(200);
        expect(await publicKeyOf(replica)).toBe(publicKey);
      } finally {
        await replica.close();
      }
    } finally {
      await postgres.drop();
    }
  }, 120_000);

  it('a backup made before they were carried restores, and the target keeps its own keys', async () => {
    const target = path.join(scratch, 'target');
    const entries = unzipSync(readFileSync(path.join(scratch, 'keys.zip')));
    const { keys: _, ...older } = JSON.parse(new TextDecoder().decode(entries['manifest.json']));
    delete entries['keys.json'];
    entries['manifest.json'] = strToU8(JSON.stringify(older));
    const file = path.join(scratch, 'older.zip');
    writeFileSync(file, zipSync(entries));
    const own = readFileSync(path.join(target, 'jwt-secret'), 'utf8');
    // Another key on disk than the backup's: a restore without keys must leave it.
    writeFileSync(path.join(target, 'jwt-secret'), `${own.trim()}-own\n`);

    const database = await openDatabase({ dataDir: target });
    try {
      expect((await restoreFrom(database, target, file)).keys).toEqual([]);
    } finally {
      await database.close();
    }
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(`${own.trim()}-own\n`);
  }, 60_000);
});

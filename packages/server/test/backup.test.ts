import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock';
import { backupTo, restoreFrom } from '../src/ops/backup';
import { serverPackageRoot } from '../src/paths';
import { authed, createPostgresDatabase } from './helpers';
import { signedInServerForFile } from './support/server-for-file';
import { putFile } from './support/uploads';

/*
 * Issue 41: `npm run backup -- FILE` / `npm run restore -- FILE` (src/ops), on the file's database —
 * PGlite here, PostgreSQL in the PostgreSQL run. Back up, change data, restore: the change is gone
 * and everything else is back, uploads included.
 */
const signedIn = signedInServerForFile();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'blade-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const app = () => signedIn.server.app;
const call = async <T>(url: string, payload?: Record<string, unknown>) => {
  const response = await authed(app(), signedIn.token, {
    method: payload ? 'POST' : 'GET',
    url,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const paramByKey = async (key: string) =>
  (
    await call<{ records: { id: string; paramValue: string; updateTime: string }[] }>(
      `/api/blade-system/param/list?paramKey_equal=${key}`,
    )
  ).records[0];
const fileOf = (link: string) => app().inject({ url: new URL(link, 'http://x').pathname });

describe('backup and restore', () => {
  it('brings back the data and uploads as they were, and undoes what changed since', async () => {
    const before = await paramByKey('account.initPassword');
    const uploaded = (await putFile(app(), signedIn.token, 'manifest.txt', 'the bytes of the upload')).json()
      .data as {
      link: string;
    };
    const file = path.join(scratch, 'one.zip');
    // The server's own log rows (its start in the usual log) are written by a timer: stored before
    // the backup, so neither backup catches a row the other missed.
    await app().bladeLogs.flush();
    const manifest = await backupTo(signedIn.server.database, signedIn.server.dataDir, file);
    expect(manifest.uploads).toBe(1);
    expect(manifest.tables.blade_param).toBeGreaterThanOrEqual(3);

    // What happens after the backup: an edit, a new row, the upload's file gone from disk.
    await call('/api/blade-system/param/submit', {
      id: before!.id,
      paramValue: 'changed',
      updateTime: before!.updateTime,
    });
    await call('/api/blade-system/param/submit', {
      paramName: '备份之后',
      paramKey: 'after.backup',
      paramValue: 'x',
    });
    rmSync(path.join(signedIn.server.dataDir, 'uploads'), { recursive: true });
    expect((await fileOf(uploaded.link)).statusCode).toBe(404);

    await restoreFrom(signedIn.server.database, signedIn.server.dataDir, file);
    const after = await paramByKey('account.initPassword');
    // The same row: its 19-digit id (a bigint past JavaScript's exact integers) and its value.
    expect(after).toEqual(before);
    expect(await paramByKey('after.backup')).toBeUndefined();
    const served = await fileOf(uploaded.link);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('the bytes of the upload');
    // Every table holds what it held: a second backup has the same counts (but for the API log,
    // which records the calls of this test as they are made).
    await app().bladeLogs.flush();
    const again = await backupTo(
      signedIn.server.database,
      signedIn.server.dataDir,
      path.join(scratch, 'two.zip'),
    );
    const data = (tables: Record<string, number>) =>
      Object.entries(tables).filter(([table]) => !table.startsWith('blade_log_api'));
    expect(data(again.tables)).toEqual(data(manifest.tables));
  });

  it('refuses a file that is no backup, or one of another schema, and changes nothing', async () => {
    const notBackup = path.join(scratch, 'not.zip');
    writeFileSync(notBackup, zipSync({ 'a.txt': new TextEncoder().encode('hello') }));
    await expect(restoreFrom(signedIn.server.database, undefined, notBackup)).rejects.toThrow(
      /not a Blade Console backup/,
    );

    const good = path.join(scratch, 'good.zip');
    await backupTo(signedIn.server.database, undefined, good);
    const entries = unzipSync(readFileSync(good));
    const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json']));
    entries['manifest.json'] = new TextEncoder().encode(JSON.stringify({ ...manifest, migration: 'older' }));
    // A table emptied in the file: were the restore to begin, the params would be gone.
    entries['tables/blade_param.jsonl'] = new Uint8Array();
    const other = path.join(scratch, 'other.zip');
    writeFileSync(other, zipSync(entries));
    await expect(restoreFrom(signedIn.server.database, undefined, other)).rejects.toThrow(
      /schema migration older/,
    );
    expect(await paramByKey('account.initPassword')).toBeDefined();
  });
});

describe('the commands', () => {
  const dataDir = path.join(scratch, 'data');
  const ops = (databaseUrl: string, ...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(serverPackageRoot, 'src/ops/cli.ts'), ...args],
      {
        cwd: serverPackageRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BLADE_REGION_SEED: 'sample' },
        encoding: 'utf8',
      },
    );

  it('back up and restore the database the environment names; on PGlite, not while a server holds it', async () => {
    const postgres = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    const url = postgres?.url ?? '';
    try {
      const file = path.join(scratch, 'cli.zip');
      const backedUp = ops(url, 'backup', file);
      expect(backedUp.status, backedUp.stderr).toBe(0);
      expect(backedUp.stdout).toMatch(/^backed up \d+ tables, \d+ rows, 0 uploads to /);
      const restored = ops(url, 'restore', file);
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/^restored \d+ tables/);
      if (postgres) return;

      // A live process holds the lock (this test's parent stands for the server).
      const lock = path.join(dataDir, 'pgdata', 'blade.lock');
      writeFileSync(lock, String(process.ppid));
      const refused = ops(url, 'restore', file);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${process.ppid}: stop that server first`);
      // A lock left by a process that is gone (SIGKILL) is taken over.
      writeFileSync(lock, '999999999');
      const release = lockDataDir(path.join(dataDir, 'pgdata'));
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      await postgres?.drop();
    }
  }, 120_000);
});

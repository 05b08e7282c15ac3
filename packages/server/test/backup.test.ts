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

/** A good backup of the server's database, its entries, and a password hash it holds. */
const damage = async (
  name: string,
  change: (entries: Record<string, Uint8Array>, users: string[]) => void,
) => {
  const good = path.join(scratch, `${name}-good.zip`);
  await backupTo(signedIn.server.database, undefined, good);
  const entries = unzipSync(readFileSync(good));
  const users = new TextDecoder().decode(entries['tables/blade_user.jsonl']).split('\n');
  const hash: string = JSON.parse(users[0]!).password;
  change(entries, users);
  entries['tables/blade_user.jsonl'] = new TextEncoder().encode(users.join('\n'));
  const file = path.join(scratch, `${name}.zip`);
  writeFileSync(file, zipSync(entries));
  return { file, hash };
};

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
    // A table emptied in the file (and its count in the manifest): were the restore to begin, the
    // params would be gone.
    const tables = { ...manifest.tables, blade_param: 0 };
    entries['manifest.json'] = new TextEncoder().encode(
      JSON.stringify({ ...manifest, tables, migration: 'older' }),
    );
    entries['tables/blade_param.jsonl'] = new Uint8Array();
    const other = path.join(scratch, 'other.zip');
    writeFileSync(other, zipSync(entries));
    await expect(restoreFrom(signedIn.server.database, undefined, other)).rejects.toThrow(
      /schema migration older/,
    );
    expect(await paramByKey('account.initPassword')).toBeDefined();
  });
});

describe('a damaged backup', () => {
  const refusal = async (file: string) => {
    const error = await restoreFrom(signedIn.server.database, undefined, file).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error, 'the restore should have failed').toBeInstanceOf(Error);
    // The data is still there, whatever was wrong.
    expect(await paramByKey('account.initPassword')).toBeDefined();
    return error!.message;
  };

  it('names the entry and line of a line that is not JSON, and prints no row', async () => {
    const { file, hash } = await damage('bad-line', (_, users) => {
      // A closing quote lost on line 2.
      users[1] = users[1]!.replace(/"(,"[a-z_]+":)/, '$1');
    });
    expect(hash).toMatch(/^\$2[aby]\$/);
    const message = await refusal(file);
    expect(message).toBe(`${file}: tables/blade_user.jsonl line 2 is not valid JSON`);
  });

  it('reports a database error by table and SQLSTATE, without the rows', async () => {
    const { file, hash } = await damage('bad-value', (_, users) => {
      // Valid JSON, but no bigint: PostgreSQL refuses it (22P02) and would quote it.
      users[0] = JSON.stringify({ ...JSON.parse(users[0]!), id: 'not-a-number' });
    });
    const message = await refusal(file);
    expect(message).toMatch(
      /: tables\/blade_user\.jsonl lines? 1(-\d+)? could not be restored into blade_user: .*\(SQLSTATE 22P02\)$/,
    );
    expect(message).toContain(file);
    expect(message).not.toContain(hash);
    expect(message).not.toContain('not-a-number');
    expect(message).not.toMatch(/params|insert into/i);
  });

  it('says a file that is no zip, or a cut one, is not a backup zip', async () => {
    const text = path.join(scratch, 'notes.zip');
    writeFileSync(text, 'these are not the backups you are looking for\n');
    expect(await refusal(text)).toMatch(new RegExp(`^${text} is not a backup zip, or is damaged \\(`));
    const good = path.join(scratch, 'whole.zip');
    await backupTo(signedIn.server.database, undefined, good);
    const cut = path.join(scratch, 'cut.zip');
    const bytes = readFileSync(good);
    writeFileSync(cut, bytes.subarray(0, bytes.length / 2));
    expect(await refusal(cut)).toMatch(/cut\.zip is not a backup zip, or is damaged/);
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
      // A database no server started has no generated keys: said, and the restore keeps the target's.
      expect(backedUp.stdout).toContain('no generated signing keys to back up');
      expect(restored.stdout).toContain('the backup carries no signing keys: this server keeps its own');

      // A row PostgreSQL refuses: exit 1, the table and SQLSTATE, not drizzle's statement and rows.
      const { file: bad, hash } = await damage('cli-bad-value', (_, users) => {
        users[0] = JSON.stringify({ ...JSON.parse(users[0]!), id: 'not-a-number' });
      });
      const failed = ops(url, 'restore', bad);
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(
        /blade_user\.jsonl lines? 1.* could not be restored into blade_user: .*SQLSTATE 22P02/,
      );
      expect(failed.stderr + failed.stdout).not.toContain(hash);
      expect(failed.stderr).not.toMatch(/params|Failed query/);
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

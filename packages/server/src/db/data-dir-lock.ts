import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process on the same directory (a second server, a
 * restore while the server runs) would corrupt it. The first holds `blade.lock` with its pid; a
 * lock whose process is gone (a crash, SIGKILL) is taken over. Returns the release.
 */
export function lockDataDir(pgdata: string): () => void {
  const file = path.join(pgdata, 'blade.lock');
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder === process.pid || !isRunning(holder)) {
      rmSync(file, { force: true });
      continue;
    }
    throw new Error(
      `the data directory ${path.dirname(pgdata)} is in use by process ${holder}: stop that server first (PGlite is one process's database)`,
    );
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

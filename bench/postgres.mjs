// A throwaway PostgreSQL cluster for the benchmarks, made the way the server's PostgreSQL tests make
// theirs (packages/server/scripts/test-postgres.sh): Debian's server binaries, initdb in a temporary
// directory, loopback only, durability off (a bench cluster need not survive a crash).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function serverBinaries() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/**
 * Starts a cluster on 127.0.0.1:`port` and returns its URL and a `stop` that removes it, or
 * undefined (with the reason printed) when no PostgreSQL server is installed.
 */
export function startThrowawayPostgres(port) {
  const bin = serverBinaries();
  if (!bin) {
    console.log('  (no PostgreSQL server binaries under /usr/lib/postgresql: apt-get install postgresql)');
    return undefined;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'blade-bench-pg-'));
  const data = path.join(work, 'data');
  // initdb refuses to run as root: the cluster then belongs to the `postgres` user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const postgres = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(work, postgres, postgres);
  }
  const run = (command, args) =>
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const pgCtl = path.join(bin, 'pg_ctl');
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${work} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run(pgCtl, ['-D', data, '-l', path.join(work, 'postgres.log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

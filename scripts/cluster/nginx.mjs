// nginx in front of the replicas, with the config the repository ships (deploy/nginx.conf), for the
// replica e2e and the rolling-restart bench. Debian's nginx runs unprivileged here: a main config of
// its own (pid, logs and temp folders in a throwaway folder, one worker so round robin is exact)
// includes deploy/nginx.conf with only its listen port and upstream servers changed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHIPPED = path.join(ROOT, 'deploy/nginx.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';

/** What each answered request leaves in the access log, for `servedStats` below. */
const LOG_FORMAT =
  'log_format cluster \'$msec $status $request_method $uri "$upstream_addr" "$upstream_status" "$upstream_http_x_blade_replica"\';';

/**
 * deploy/nginx.conf with `listen 80` → `listen 127.0.0.1:<port>` and its upstream `server` lines →
 * one per replica (their `max_fails`/`fail_timeout` kept). Throws when the shipped file no longer
 * has what is changed, so the test never runs a config that differs from it in more than ports.
 */
export function siteConfig(port, replicaPorts) {
  const shipped = readFileSync(SHIPPED, 'utf8');
  const servers = [...shipped.matchAll(/^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/gm)];
  if (servers.length < 2 || !/^\s*listen 80;$/m.test(shipped)) {
    throw new Error(`${SHIPPED}: expected "listen 80;" and upstream "server 127.0.0.1:…;" lines`);
  }
  const [indent, options] = [servers[0][1], servers[0][2] ?? ''];
  const upstreams = replicaPorts.map((p) => `${indent}server 127.0.0.1:${p}${options};`).join('\n');
  return shipped
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(servers.map((m) => m[0]).join('\n'), upstreams);
}

/** Starts nginx on `port` over `replicaPorts`; resolves once it answers, with its access log. */
export async function startNginx({ port, replicaPorts, dir }) {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(path.join(dir, 'blade.conf'), siteConfig(port, replicaPorts));
  const accessLog = path.join(dir, 'access.log');
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  ${LOG_FORMAT}`,
      `  access_log ${accessLog} cluster;`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'blade.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): see ${dir}/error.log`);
    if (existsSync(path.join(dir, 'nginx.pid'))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    accessLog,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/**
 * The access log since `sinceMs` (epoch ms) as counts: requests per replica (by the replica's own
 * X-Blade-Replica header), answers from another replica than nginx sent the request to
 * (`mismatches`), requests nginx had to send again (`retried`: it reached a replica that had gone)
 * and requests that failed (`failed`: nginx's own 502/504 or a 5xx from a replica).
 */
export function servedStats(accessLog, replicaNames, sinceMs = 0) {
  const served = Object.fromEntries(Object.keys(replicaNames).map((port) => [replicaNames[port], 0]));
  const stats = { requests: 0, served, mismatches: 0, retried: 0, failed: 0, failures: [] };
  const text = existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '';
  for (const line of text.split('\n')) {
    const match = /^(\d+\.\d+) (\d+) (\S+) (.*) "([^"]*)" "([^"]*)" "([^"]*)"$/.exec(line);
    if (!match || Number(match[1]) * 1000 < sinceMs) continue;
    const [, , status, method, uri, addresses, , replica] = match;
    stats.requests++;
    const last = addresses.split(/,\s*/).at(-1) ?? '';
    const sentTo = replicaNames[last.split(':').at(-1)];
    if (replica && replica !== '-') {
      served[replica] = (served[replica] ?? 0) + 1;
      if (sentTo !== replica) stats.mismatches++;
    }
    if (addresses.includes(',')) stats.retried++;
    if (Number(status) >= 500) {
      stats.failed++;
      if (stats.failures.length < 20) stats.failures.push(`${status} ${method} ${uri} via ${addresses}`);
    }
  }
  return stats;
}

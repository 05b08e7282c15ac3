// Server replicas on one PostgreSQL, each its own process, started, stopped and restarted as a
// service manager would (SIGTERM, then a new process once the old one has exited), for the replica
// e2e and the rolling-restart bench.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../packages/server/node-flags.mjs';
import { ROOT } from './nginx.mjs';

const MAIN = path.join(ROOT, 'packages/server/dist/main.js');

/** One replica (`name` on `port`) with `env` over this process's environment. */
export class Replica {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.base = `http://127.0.0.1:${port}`;
    this.child = undefined;
  }

  get pid() {
    return this.child?.pid;
  }

  /** Starts the process and resolves once it answers ready (migrated, seeded, listening). */
  async start(timeoutMs = 90_000) {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        ...this.env,
        PORT: String(this.port),
        BLADE_REPLICA_NAME: this.name,
        // A log file named for the cluster becomes one per replica: two processes rotating one
        // file would number and truncate each other's.
        ...(process.env.LOG_FILE
          ? { LOG_FILE: process.env.LOG_FILE.replace(/(\.log)?$/, `-${this.name}$1`) }
          : {}),
      },
      // Its JSON log is not wanted here; what it says on stderr (a crash) is.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null)
        throw new Error(`replica ${this.name} exited (${child.exitCode}) while starting`);
      const ready = await fetch(`${this.base}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`replica ${this.name} was not ready within ${timeoutMs} ms`);
  }

  /** SIGTERM, as systemd or Kubernetes stops it: resolves with its exit code once it has drained. */
  async stop() {
    if (!this.child || this.child.exitCode !== null) return this.child?.exitCode ?? null;
    this.child.kill('SIGTERM');
    return this.exited;
  }

  /** Stops it (drained) and starts a new process in its place; what it took, in ms. */
  async restart() {
    const oldPid = this.pid;
    const begun = Date.now();
    const exitCode = await this.stop();
    const stoppedMs = Date.now() - begun;
    await this.start();
    return { name: this.name, oldPid, newPid: this.pid, exitCode, stoppedMs, readyMs: Date.now() - begun };
  }
}

/**
 * Restarts the replicas one after another, each back and ready before the next is stopped, and
 * then `settleMs` more: nginx checks its upstreams passively, so it takes a replica it marked
 * failed (it refused connections while it was down) back only after `fail_timeout` (2 s in
 * deploy/nginx.conf). Stopping the next one sooner would leave nginx no replica for that moment:
 * "no live upstreams", a 502 to every visitor.
 */
export async function rollingRestart(replicas, { settleMs = 3_000 } = {}) {
  const restarts = [];
  for (const replica of replicas) {
    restarts.push(await replica.restart());
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }
  return restarts;
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
// The sign-in the load scripts and benches make, from outside the package (scripts/cluster).
import { passwordToken } from '../../../../scripts/cluster/load.mjs';
import { serverPackageRoot } from '../../src/paths';

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server process (src/main.ts under tsx), as a service manager runs it. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What it printed so far (its JSON log lines). */
  output: string[];
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts src/main.ts on a free port with `env` over the usual test settings, and polls until it
 * answers (a first start migrates and seeds; no timing is asserted).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverPackageRoot, 'src/main.ts')], {
    cwd: serverPackageRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BLADE_CAPTCHA: 'false',
      BLADE_REGION_SEED: 'sample',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output.join('')}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child, output, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Ends the process at once (SIGKILL), as a crash or a pulled plug would. */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** An access token of a seeded user (password 123456) from the running server. */
export function tokenOf(base: string, username: string, password = '123456'): Promise<string> {
  return passwordToken(base, username, password);
}

import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../src/config';
import { startSignedIn, startTestServer, type TestServer } from '../helpers';

/**
 * The server one test file shares: `start` runs before the file's first test and the server closes
 * after its last (one server per file keeps the suite fast; tests inside the file use their own rows
 * or accounts). The returned object is filled in by that `beforeAll`, so read its fields inside
 * tests, hooks and the functions they call, never at the file's top level.
 */
export function serverForFile<T extends { server: TestServer }>(start: () => Promise<T>): T {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  });
  afterAll(async () => {
    await started.server?.close();
  });
  return started;
}

/** The file's server signed in as the platform administrator: `signedIn.server`, `signedIn.token`. */
export function signedInServerForFile(config: Partial<ServerConfig> = {}) {
  return serverForFile(() => startSignedIn(config));
}

/**
 * The file's server and a second replica of it over the same database (`both.server`,
 * `both.replica`), for what one replica must see of another's work; the replica closes first.
 */
export function serverWithReplicaForFile(config: Partial<ServerConfig> = {}) {
  const both = serverForFile(async () => {
    const server = await startTestServer(config);
    return { server, replica: await server.replica() };
  });
  afterAll(async () => {
    await both.replica?.close();
  });
  return both;
}

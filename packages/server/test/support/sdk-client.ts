import type { AddressInfo } from 'node:net';
import {
  type BladeClient,
  type BladeDialect,
  createBladeClient,
  createBladeStorage,
  createMemoryCookieJar,
  createMemoryStorage,
} from '@blade-console/blade-client';
import { ADMIN_PASSWORD, type TestServer } from '../helpers';

/** Listens on a free local port so a real `fetch` (the SDK's) can reach the app; answers its origin. */
export async function listenLocally(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

/**
 * The real SDK with memory storage (as in blade-client's spec-paths test), signed in as the
 * administrator over the dialect's own wire; `fetch` lets a test record what went over it.
 */
export async function signedInSdk(options: {
  origin: string;
  fetch: typeof fetch;
  dialect?: BladeDialect;
  language?: string;
}): Promise<BladeClient> {
  const storage = createBladeStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  });
  const client = createBladeClient({
    baseUrl: `${options.origin}/api`,
    fetch: options.fetch,
    storage,
    dialect: options.dialect ?? 'spec',
    language: options.language,
  });
  client.session.save(await client.auth.token({ username: 'admin', password: ADMIN_PASSWORD }));
  if (!client.session.getToken()) throw new Error('the SDK did not keep the access token');
  return client;
}

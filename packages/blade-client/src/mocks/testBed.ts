import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createBladeClient } from '../client';
import { createMemoryCookieJar } from '../storage/cookies';
import { createMemoryStorage } from '../storage/memory';
import { createBladeStorage } from '../storage/storage';
import { createHandlers } from './handlers';
import { createMockStore } from './store';

/**
 * For the mocks' tests: the handlers on an MSW node server, a fresh store before each test, and an SDK
 * client with in-memory storage talking to them — the one setup every mock test file shares.
 * `newClient()` makes another such client, for a test that needs a session of its own.
 */
export function mockTestBed() {
  // Node's fetch needs absolute URLs, so the client and the handlers share an absolute base.
  const baseUrl = 'http://localhost/api';
  const store = createMockStore();
  const server = setupServer(...createHandlers({ baseUrl, store }));
  const newClient = () =>
    createBladeClient({
      baseUrl,
      storage: createBladeStorage({
        local: createMemoryStorage(),
        session: createMemoryStorage(),
        cookies: createMemoryCookieJar(),
      }),
    });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => store.reset());
  afterAll(() => server.close());
  return { baseUrl, store, server, client: newClient(), newClient };
}

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
 */
export function mockTestBed() {
  const baseUrl = 'http://localhost/api';
  const store = createMockStore();
  const server = setupServer(...createHandlers({ baseUrl, store }));
  const client = createBladeClient({
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
  return { baseUrl, store, server, client };
}

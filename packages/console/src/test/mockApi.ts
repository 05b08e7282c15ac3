import { createHandlers, createMockStore } from '@blade-console/blade-client/mocks';
import { i18n } from '@blade-console/ui/i18n';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { registerConsoleStrings } from '../i18n';
import { signOutLocally } from '../session/session';

export interface MockApiOptions {
  /** 'error' (default) fails a test on a call the mocks do not answer; 'bypass' lets it through. */
  onUnhandledRequest?: 'error' | 'bypass';
}

/**
 * For jsdom tests of whole screens: the SDK's mock API (MSW) answers the console's one client at
 * `/api`, in Chinese (the default language). Each test starts signed out, on fresh mock data, with
 * no handler or listener left over from the one before. Call it at the top level of a test file.
 */
export function setupMockApi({ onUnhandledRequest = 'error' }: MockApiOptions = {}) {
  const baseUrl = `${window.location.origin}/api`;
  const store = createMockStore();
  const server = setupServer(...createHandlers({ baseUrl, store }));

  beforeAll(async () => {
    registerConsoleStrings();
    await i18n.changeLanguage('zh');
    server.listen({ onUnhandledRequest });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
    store.reset();
    signOutLocally();
  });
  afterAll(() => server.close());

  return { baseUrl, store, server };
}

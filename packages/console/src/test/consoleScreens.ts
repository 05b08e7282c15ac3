import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { message } from '@blade-console/ui';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach } from 'vitest';
import { signedIn } from '../session/session';
import { giveElementsASize } from './layout';
import { setupMockApi } from './mockApi';

/**
 * For jsdom tests of whole console screens as the administrator: the mock API (calls it does not
 * answer pass through), elements with a size, and the shell's and the given pages' chunks loaded once
 * before the first test — their first import takes seconds on a busy machine and would otherwise eat
 * the first test's time. Each test starts signed in, on fresh mock data, with no toast left over.
 * `loadPages` imports the pages relative to the calling file, e.g. `() => [import('./Order/Order')]`.
 * Call it at the top level of a test file; answers what `setupMockApi` does.
 */
export function setupConsoleScreens(loadPages: () => Promise<unknown>[]) {
  const api = setupMockApi({ onUnhandledRequest: 'bypass' });
  beforeAll(async () => {
    giveElementsASize();
    await Promise.all([import('../layout/ConsoleShell'), ...loadPages()]);
  }, 60_000);
  beforeEach(() => {
    api.store.reset();
    signedIn(adminTokenResponse());
    message.dismiss();
  });
  return api;
}

/** The table row of the first cell named `text`. */
export const rowOf = async (text: RegExp | string) =>
  (await screen.findAllByRole('cell', { name: text }))[0]?.closest('tr') as HTMLElement;

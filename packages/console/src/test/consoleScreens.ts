import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { message } from '@blade-console/ui';
import { configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, vi } from 'vitest';
import { signedIn } from '../session/session';
import { giveElementsASize } from './layout';
import { type MockApiOptions, setupMockApi } from './mockApi';

/**
 * The shell's chunk and the given pages' (`loadPages`, imported relative to the calling file, e.g.
 * `() => [import('./Order/Order')]`), loaded once before the first test: their first import takes
 * seconds on a busy machine and would otherwise eat the first test's time.
 */
function loadOnce(loadPages: () => Promise<unknown>[], prepare?: () => void) {
  beforeAll(async () => {
    prepare?.();
    await Promise.all([import('../layout/ConsoleShell'), ...loadPages()]);
  }, 60_000);
}

export interface ShellTestOptions extends MockApiOptions {
  loadPages?: () => Promise<unknown>[];
  /** How long `findBy…`/`waitFor` wait (default 10 s: whole pages on a machine running other tests). */
  asyncUtilTimeout?: number;
}

/**
 * For jsdom tests of the whole app around the shell that start signed out (sign-in, lock, routing,
 * other tabs): the time limits whole pages need, the mock API (calls it does not answer pass
 * through unless `onUnhandledRequest` says 'error') and the shell loaded once ({@link loadOnce}).
 * Call it at the top level of a test file; answers what `setupMockApi` does.
 */
export function setupShellTests({
  onUnhandledRequest = 'bypass',
  loadPages = () => [],
  asyncUtilTimeout = 10_000,
}: ShellTestOptions = {}) {
  configure({ asyncUtilTimeout });
  vi.setConfig({ testTimeout: 60_000 });
  const api = setupMockApi({ onUnhandledRequest });
  loadOnce(loadPages);
  return api;
}

/**
 * For jsdom tests of whole console screens as the administrator: the mock API (calls it does not
 * answer pass through), elements with a size, and the shell and the given pages loaded once
 * ({@link loadOnce}). Each test starts signed in, on fresh mock data, with no toast left over.
 * Call it at the top level of a test file; answers what `setupMockApi` does.
 */
export function setupConsoleScreens(loadPages: () => Promise<unknown>[]) {
  const api = setupMockApi({ onUnhandledRequest: 'bypass' });
  loadOnce(loadPages, giveElementsASize);
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

/** Presses the table's 新增 and answers the add form's dialog, named `title`. */
export async function openAddForm(user: UserEvent, title: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '新增' }));
  return screen.findByRole('dialog', { name: title });
}

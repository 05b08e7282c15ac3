import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { signedIn } from '../../session/session';
import { setupShellTests } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';

/**
 * The shell's closed dialogs are memoised (ShellDialogs): a navigation renders the shell again (the
 * sidebar's current row, the tabs bar's active tab), and used to render every closed dialog with it.
 * Counted here by wrapping two of them.
 */
const renders = vi.hoisted(() => ({ menuSearch: 0, theme: 0 }));
vi.mock('@blade-console/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@blade-console/ui')>();
  const { createElement } = await import('react');
  return {
    ...actual,
    MenuSearch: (props: Parameters<typeof actual.MenuSearch>[0]) => {
      renders.menuSearch += 1;
      return createElement(actual.MenuSearch, props);
    },
    ThemeDialog: (props: Parameters<typeof actual.ThemeDialog>[0]) => {
      renders.theme += 1;
      return createElement(actual.ThemeDialog, props);
    },
  };
});

const { store } = setupShellTests({
  loadPages: () => [import('../../pages/ResourcePage/ResourcePage')],
});

beforeEach(() => {
  store.reset();
  signedIn(adminTokenResponse());
});

it("a navigation does not render the shell's closed dialogs again; they still open", async () => {
  const user = userEvent.setup();
  const router = renderApp('/wel/index');
  await screen.findByRole('navigation', { name: '主菜单' });
  await screen.findByRole('button', { name: '菜单搜索' });
  const before = { ...renders };
  expect(before.menuSearch).toBeGreaterThan(0);

  await act(() => router.navigate('/system/param'));
  expect(await screen.findByRole('table', { name: '参数管理' })).toBeInTheDocument();
  await act(() => router.navigate('/wel/index'));
  expect(renders).toEqual(before);

  await user.click(screen.getByRole('button', { name: '菜单搜索' }));
  expect(within(await screen.findByRole('dialog', { name: '菜单搜索' })).getByRole('combobox')).toBeVisible();
  expect(renders.menuSearch).toBeGreaterThan(before.menuSearch);
});

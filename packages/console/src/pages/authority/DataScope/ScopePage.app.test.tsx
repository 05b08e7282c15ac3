import { act, configure, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { usePreferences } from '../../../stores/preferences';
import { setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';

/** Which scope-type dictionary each scope page fetches, in jsdom against the SDK's mocks. */
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 90_000 });

const { server } = setupConsoleScreens(() => [import('./DataScope'), import('../ApiScope/ApiScope')]);

/** The dictionary codes the page asks `/blade-system/dict/dictionary` for. */
function dictionaryCodes() {
  const codes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/blade-system/dict/dictionary'))
      codes.push(url.searchParams.get('code') ?? '');
  });
  return codes;
}

it('data scopes offer the types the server applies and never fetch the tenant dictionary of types', async () => {
  const codes = dictionaryCodes();
  renderApp('/authority/datascope');
  expect(await screen.findByRole('tree')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
  expect(codes).not.toContain('data_scope_type');
});

it('API scopes still take their types from the api_scope_type dictionary', async () => {
  const codes = dictionaryCodes();
  renderApp('/authority/apiscope');
  expect(await screen.findByRole('tree')).toBeInTheDocument();
  await vi.waitFor(() => expect(codes).toContain('api_scope_type'), { timeout: 30_000 });
});

afterEach(async () => {
  await act(async () => usePreferences.getState().setLanguage('zh'));
});

it('names the menus of its tree in English as the sidebar does, not as the server stores them', async () => {
  await act(async () => usePreferences.getState().setLanguage('en'));
  renderApp('/authority/datascope');
  const tree = await screen.findByRole('tree');
  expect(await within(tree).findByText('Desk')).toBeInTheDocument();
  expect(within(tree).queryByText('工作台')).toBeNull();
});

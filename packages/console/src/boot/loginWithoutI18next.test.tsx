import { act, screen } from '@testing-library/react';
import { afterAll, expect, it, vi } from 'vitest';

/*
 * Issue 18: /login's JS stays under its aim only while the sign-in route (the entry, main.tsx, and
 * what it renders before the first interaction) does without i18next and react-i18next (~15 KB
 * gzip): its strings are in ui's store. Importing either fails this test, whatever imports it.
 */
const { refuse } = vi.hoisted(() => ({
  refuse: () => {
    throw new Error('the sign-in route imported i18next');
  },
}));
vi.mock('i18next', refuse);
vi.mock('react-i18next', refuse);
// No captcha, tenant look-up or third-party links: nothing asks the network.
vi.mock('../config', async (importOriginal) => {
  const { website } = await importOriginal<typeof import('../config')>();
  return { website: { ...website, captchaMode: false, tenantMode: false, socialSources: [] } };
});
// The console's module is the one that brings i18next: never fetched before an interaction.
const { appLoaded } = vi.hoisted(() => ({ appLoaded: vi.fn() }));
vi.mock('../App', () => {
  appLoaded();
  return { App: () => null, startApp: () => Promise.resolve() };
});

vi.setConfig({ testTimeout: 30_000 });
afterAll(() => document.getElementById('root')?.remove());

it('renders the sign-in form from the entry in Chinese and English without i18next', async () => {
  window.history.replaceState(null, '', '/login');
  document.body.appendChild(document.createElement('div')).id = 'root';
  await act(() => import('../main'));

  expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
  expect(screen.getByLabelText(/账号/)).toHaveAttribute('placeholder', '请输入账号');
  expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
  expect(document.title).toBe('登录');

  const { setLocale } = await import('@blade-console/ui');
  await act(() => setLocale('en'));
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Account/)).toHaveAttribute('placeholder', 'Enter your account');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  // The library's strings switch with the console's (the password field's show button).
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  expect(document.title).toBe('Login');
  expect(appLoaded).not.toHaveBeenCalled();
});

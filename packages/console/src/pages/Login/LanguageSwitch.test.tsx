import { setLocale } from '@blade-console/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginRoute } from '../../router/LoginRoute';
import { storage } from '../../session/core';
import { usePreferences } from '../../stores/preferences';
import { setupMockApi } from '../../test/mockApi';

setupMockApi();

afterEach(async () => {
  await setLocale('zh');
  usePreferences.setState({ language: 'zh' });
  storage.removeStore({ name: 'language' });
});

const renderLogin = () =>
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginRoute />
    </MemoryRouter>,
  );

describe('the language of the sign-in page (SPEC §2 "language switch, zh and en, with the current one disabled")', () => {
  it('turns the form into English at a click, and keeps the choice as the language of the console', async () => {
    renderLogin();
    const user = userEvent.setup();
    const languages = screen.getByRole('group', { name: '语言' });
    const english = screen.getByRole('button', { name: 'English' });
    expect(languages).toContainElement(english);
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '中文' })).toBeDisabled();
    expect(english).toHaveAttribute('lang', 'en');

    await user.click(english);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^\*?Account$/)).toHaveAttribute('placeholder', 'Enter your account');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toBeDisabled();
    expect(document.documentElement.lang).toBe('en');
    // The preference the shell's language menu shows and the next visit's boot script reads.
    await expect.poll(() => usePreferences.getState().language).toBe('en');
    expect(storage.getStore({ name: 'language' })).toBe('en');

    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    await expect.poll(() => storage.getStore({ name: 'language' })).toBe('zh');
  });
});

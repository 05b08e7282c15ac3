import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button';
import { i18n, setLocale } from '../i18n';
import { applyAccent, applyTheme, getTheme, resetAccent } from '../theme/runtime';
import { UiProvider } from './UiProvider';

// The unit project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

let bodyRenders = 0;
function Body() {
  bodyRenders += 1;
  return <Button variant="primary">ok</Button>;
}

function Cancel() {
  const { t } = useTranslation('ui');
  return <Button>{t('common.cancel')}</Button>;
}

describe('UiProvider', () => {
  afterEach(async () => {
    document.documentElement.removeAttribute('data-theme');
    resetAccent();
    await setLocale('zh');
  });

  it('switching theme and accent re-renders no component', () => {
    const onRender = vi.fn<ProfilerOnRenderCallback>();
    bodyRenders = 0;
    render(
      <Profiler id="app" onRender={onRender}>
        <UiProvider>
          <Body />
        </UiProvider>
      </Profiler>,
    );
    const commits = onRender.mock.calls.length;
    const renders = bodyRenders;

    act(() => {
      applyTheme('theme-dark');
      applyAccent('#f5222d');
      applyTheme('theme-vip');
    });

    expect(getTheme()).toBe('theme-vip');
    expect(document.documentElement.style.getPropertyValue('--bc-color-accent')).toBe('#f5222d');
    expect(bodyRenders).toBe(renders);
    expect(onRender.mock.calls.length).toBe(commits);
  });

  it('applies the locale prop to i18n and <html lang>', async () => {
    render(
      <UiProvider locale="en">
        <Cancel />
      </UiProvider>,
    );
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('i18n', () => {
  it('translates namespace ui in zh by default and en on request', async () => {
    // A string bundled with the library (the sign-in form's); the others come with their components.
    expect(i18n.t('ui:input.showPassword')).toBe('显示密码');
    await setLocale('en');
    expect(i18n.t('ui:input.showPassword')).toBe('Show password');
    await setLocale('zh');
  });

  it('lets apps add their own namespaces', () => {
    i18n.addResourceBundle('zh', 'app', { hello: '你好' });
    i18n.addResourceBundle('en', 'app', { hello: 'Hello' });
    expect(i18n.t('app:hello')).toBe('你好');
  });

  it('re-renders translated components when the language changes', async () => {
    render(
      <UiProvider>
        <Cancel />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    await act(() => setLocale('en'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await act(() => setLocale('zh'));
  });
});

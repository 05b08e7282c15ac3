import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.doUnmock('i18next');
  vi.doUnmock('react-i18next');
  vi.resetModules();
});

describe("the components' strings without i18next", () => {
  it('the main entry point translates, in English too, and never imports i18next', async () => {
    vi.resetModules();
    const refuse = () => {
      throw new Error('i18next was imported');
    };
    vi.doMock('i18next', refuse);
    vi.doMock('react-i18next', refuse);
    const { Empty, UiProvider, setLocale } = await import('..');
    render(
      <UiProvider locale="en" globalStyles={false}>
        <Empty />
      </UiProvider>,
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await setLocale('zh');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    // Importing the whole entry point takes seconds on a busy machine.
  }, 30_000);
});

describe('UiLocale', () => {
  it("renders its subtree's strings in its language, whatever setLocale chose (a server rendering both)", async () => {
    vi.resetModules();
    const { loadUiLocale, getLocale } = await import('./locale');
    const { UiLocale } = await import('./uiStrings');
    const { Empty } = await import('../components/Empty');
    await loadUiLocale('en');
    expect(getLocale()).toBe('zh');
    const { renderToString } = await import('react-dom/server');
    expect(
      renderToString(
        <UiLocale locale="en">
          <Empty />
        </UiLocale>,
      ),
    ).toContain('No data');
    expect(renderToString(<Empty />)).toContain('暂无数据');
  });
});

describe('translate', () => {
  it("fills {{values}}, lowers a label inside a sentence and keeps an empty text as ui's i18next did", async () => {
    vi.resetModules();
    const { loadUiLocale, translate } = await import('./locale');
    const { registerUiStrings } = await import('./uiStrings');
    registerUiStrings();
    await loadUiLocale('en');
    expect(translate('en', 'crud.pleaseEnter', { label: 'Account' })).toBe('Enter account');
    expect(translate('en', 'crud.total', { total: 2 })).toBe('2 in total');
    expect(translate('en', 'ui:pagination.jumpSuffix')).toBe('');
    expect(translate('zh', 'pagination.jumpSuffix')).toBe('页');
    expect(translate('en', 'no.such.key', { defaultValue: 'Task' })).toBe('Task');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it("shows an app's keys (a column label) through the apps' i18next once that is loaded", async () => {
    vi.resetModules();
    const { hasText, translate } = await import('./locale');
    expect(hasText('zh', 'demo:name')).toBe(false);
    const { registerStrings, setLocale } = await import('.');
    registerStrings('demo', { zh: { name: '名称' }, en: async () => ({ name: 'Name' }) });
    expect(hasText('zh', 'demo:name')).toBe(true);
    expect(translate('zh', 'demo:name')).toBe('名称');
    await setLocale('en');
    expect(translate('en', 'demo:name')).toBe('Name');
    await setLocale('zh');
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('i18next');
  vi.doUnmock('react-i18next');
  vi.resetModules();
});

const refuse = () => {
  throw new Error('i18next was imported');
};

describe("an app's strings in ui's store (registerBootStrings)", () => {
  it('translates them without i18next, English loaded when first needed', async () => {
    vi.resetModules();
    vi.doMock('i18next', refuse);
    vi.doMock('react-i18next', refuse);
    const { registerBootStrings, loadUiLocale, setLocale, useBootTranslation } = await import('..');
    const { isUiLocaleLoaded } = await import('./locale');
    const loadEn = vi.fn(async () => ({ form: { hello: 'Hello, {{name}}' } }));
    registerBootStrings('app', { zh: { form: { hello: '你好，{{name}}', zhOnly: '只有中文' } }, en: loadEn });
    registerBootStrings('app', { zh: {}, en: loadEn });

    const { result } = renderHook(() => useBootTranslation('app'));
    expect(result.current.t('form.hello', { name: '张三' })).toBe('你好，张三');
    expect(result.current.t('app:form.hello', { name: '张三' })).toBe('你好，张三');
    // Keys of the library stay reachable with their namespace.
    expect(result.current.t('ui:input.showPassword')).toBe('显示密码');
    expect(loadEn).not.toHaveBeenCalled();
    expect(isUiLocaleLoaded('en')).toBe(false);

    await loadUiLocale('en');
    expect(loadEn).toHaveBeenCalledTimes(1);
    expect(isUiLocaleLoaded('en')).toBe(true);
    await setLocale('en');
    expect(result.current.t('form.hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(result.current.t('ui:input.showPassword')).toBe('Show password');
    // A text English lacks falls back to Chinese, as i18next's fallback language does.
    expect(result.current.t('form.zhOnly')).toBe('只有中文');
    // Registered again after it ran: nothing to load.
    registerBootStrings('app', { zh: {}, en: loadEn });
    expect(isUiLocaleLoaded('en')).toBe(true);
    await setLocale('zh');
  });

  it('gives i18next the same strings once the subpath loads, registered before or after it', async () => {
    vi.resetModules();
    const { registerBootStrings } = await import('./locale');
    registerBootStrings('early', { zh: { a: '甲' }, en: async () => ({ a: 'A' }) });
    const { i18n, loadLocale, setLocale } = await import('.');
    registerBootStrings('late', { zh: { b: '乙' }, en: { b: 'B' } });
    expect(i18n.t('early:a')).toBe('甲');
    expect(i18n.t('late:b')).toBe('乙');

    await loadLocale('en');
    expect(i18n.t('early:a', { lng: 'en' })).toBe('A');
    await setLocale('en');
    expect(i18n.t('late:b')).toBe('B');
    await setLocale('zh');
  });
});

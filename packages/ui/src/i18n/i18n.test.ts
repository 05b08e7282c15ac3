import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, isLocaleLoaded, loadLocale, registerStrings, setLocale } from '.';

describe('strings loaded on demand', () => {
  afterEach(async () => {
    await setLocale('zh');
  });

  it('adds bundled strings at once and runs a loader only when its language is needed', async () => {
    const loadEn = vi.fn(async () => ({ hello: 'Hello' }));
    registerStrings('demand', { zh: { hello: '你好' }, en: loadEn });
    expect(i18n.t('demand:hello')).toBe('你好');
    expect(loadEn).not.toHaveBeenCalled();
    expect(isLocaleLoaded('en')).toBe(false);

    await setLocale('en');
    expect(loadEn).toHaveBeenCalledTimes(1);
    expect(isLocaleLoaded('en')).toBe(true);
    expect(i18n.t('demand:hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
  });

  it('merges a namespace registered in parts, and registering a loader again adds nothing', async () => {
    const loadRest = vi.fn(async () => ({ rest: 'Rest' }));
    registerStrings('parts', { zh: { first: '一' }, en: async () => ({ first: 'One' }) });
    registerStrings('parts', { zh: { rest: '余' }, en: loadRest });
    registerStrings('parts', { zh: { rest: '余' }, en: loadRest });
    expect(i18n.t('parts:first')).toBe('一');
    expect(i18n.t('parts:rest')).toBe('余');

    await loadLocale('en');
    expect(loadRest).toHaveBeenCalledTimes(1);
    expect(i18n.getFixedT('en', 'parts')('first')).toBe('One');
    expect(i18n.getFixedT('en', 'parts')('rest')).toBe('Rest');
  });

  it('keeps the last language asked for when a switch is still loading', async () => {
    let finish: (strings: Record<string, string>) => void = () => {};
    registerStrings('slow', {
      zh: { word: '慢' },
      en: () => new Promise((resolve) => (finish = resolve)),
    });
    const toEnglish = setLocale('en');
    await setLocale('zh');
    finish({ word: 'slow' });
    await toEnglish;
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('empty translations', () => {
  afterEach(async () => {
    await setLocale('zh');
  });

  it('keep an empty English string instead of falling back to Chinese (pagination "Go to [ ]")', async () => {
    await setLocale('en');
    expect(i18n.t('pagination.jumpPrefix')).toBe('Go to');
    expect(i18n.t('pagination.jumpSuffix')).toBe('');
    await setLocale('zh');
    expect(i18n.t('pagination.jumpSuffix')).toBe('页');
  });
});

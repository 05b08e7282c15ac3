// @vitest-environment jsdom
// (the document's language attribute)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, isLocaleLoaded, loadLocale, registerStrings, setLocale } from '.';
import { registerUiStrings } from './uiStrings';

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

  it('loads strings registered while a switch loads, so a page chunk arriving then is not left out', async () => {
    let finish: (strings: Record<string, string>) => void = () => {};
    registerStrings('first', { zh: { word: '先' }, en: () => new Promise((resolve) => (finish = resolve)) });
    const toEnglish = setLocale('en');
    // A chunk registers its strings mid-switch (its own load asks for the language still shown).
    registerStrings('arriving', { zh: { word: '后' }, en: async () => ({ word: 'Later' }) });
    finish({ word: 'First' });
    await toEnglish;
    expect(isLocaleLoaded('en')).toBe(true);
    expect(i18n.t('arriving:word')).toBe('Later');
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
    // What the pager does as it renders (its Chinese is not among the sign-in form's).
    registerUiStrings();
    expect(i18n.t('pagination.jumpSuffix')).toBe('页');
  });
});

describe('English as a native product writer puts it', () => {
  afterEach(async () => {
    await setLocale('zh');
  });

  it('says a total one way, in the pager and under a table alike', async () => {
    await setLocale('en');
    expect(i18n.t('pagination.total', { total: 2 })).toBe('2 in total');
    expect(i18n.t('crud.total', { total: 2 })).toBe('2 in total');
  });

  it('asks for a field in sentence case, keeping acronyms and names as written', async () => {
    await setLocale('en');
    expect(i18n.t('crud.pleaseEnter', { label: 'Account' })).toBe('Enter account');
    expect(i18n.t('crud.pleaseSelect', { label: 'Role' })).toBe('Select role');
    expect(i18n.t('crud.pleaseEnter', { label: 'E-mail' })).toBe('Enter e-mail');
    expect(i18n.t('crud.pleaseEnter', { label: 'Tenant ID' })).toBe('Enter tenant ID');
    expect(i18n.t('crud.pleaseEnter', { label: 'IP address' })).toBe('Enter IP address');
    expect(i18n.t('crud.pleaseEnter', { label: 'WeChat media id' })).toBe('Enter WeChat media id');
    expect(i18n.t('crud.tooLong', { label: 'Key', max: 255 })).toBe('Key can be at most 255 characters long');
  });

  it('has no message that starts with "please" or in lower case where a sentence begins', async () => {
    const { en } = await import('./locales/en');
    // Fragments put inside other text, not sentences, and a product name.
    const fragments = new Set(['to', 'from', 'bug', 'differs', 'unread notifications', 'iView']);
    const offending: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (/^please\b/i.test(node) || (/^[a-z]/.test(node) && !fragments.has(node))) {
          offending.push(`${path}: ${node}`);
        }
      } else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
      }
    };
    visit(en, '');
    expect(offending).toEqual([]);
  });
});

// @vitest-environment jsdom
// (the boot script against localStorage and the document)
import { afterEach, describe, expect, it } from 'vitest';
import { deriveAccent } from './accent';
import { themeBootScript } from './boot';

const record = (content: unknown, type?: string) =>
  JSON.stringify({ dataType: typeof content, content, type, datetime: Date.now() });

function runBoot(prefix = 'saber') {
  // Evaluated as the browser would evaluate an inline <script>: in global scope, with no imports.
  new Function(themeBootScript(prefix))();
}

describe('themeBootScript', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    const root = document.documentElement;
    root.removeAttribute('data-theme');
    root.removeAttribute('style');
    root.removeAttribute('lang');
  });

  it('applies the stored theme, colour and language', () => {
    localStorage.setItem('saber-themeName', record('theme-dark'));
    localStorage.setItem('saber-colorName', record('#f5222d'));
    localStorage.setItem('saber-language', record('en'));
    runBoot();
    const root = document.documentElement;
    expect(root.getAttribute('data-theme')).toBe('theme-dark');
    expect(root.lang).toBe('en');
    const expected = deriveAccent('#f5222d');
    for (const [name, value] of Object.entries(expected ?? {})) {
      expect(root.style.getPropertyValue(name)).toBe(value);
    }
  });

  it('prefers the session store (values saved with a type) over the local store', () => {
    localStorage.setItem('app-themeName', record('theme-white'));
    sessionStorage.setItem('app-themeName', record('theme-vip', 'session'));
    runBoot('app');
    expect(document.documentElement.getAttribute('data-theme')).toBe('theme-vip');
  });

  it('falls back to the defaults on missing, unknown or corrupt values', () => {
    localStorage.setItem('saber-themeName', record('theme-nope'));
    localStorage.setItem('saber-colorName', '{not json');
    runBoot();
    const root = document.documentElement;
    expect(root.getAttribute('data-theme')).toBe('theme-default');
    expect(root.style.getPropertyValue('--bc-color-accent')).toBe('');
    expect(root.lang).toBe('zh-CN');
  });

  it('uses the given prefix only', () => {
    localStorage.setItem('other-themeName', record('theme-dark'));
    runBoot('saber');
    expect(document.documentElement.getAttribute('data-theme')).toBe('theme-default');
  });

  it('never throws, even when storage is unavailable', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('denied');
      },
    });
    try {
      expect(() => runBoot()).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

import { deriveAccent } from './accent';
import { DEFAULT_THEME, themeNames } from './themes';

/** Storage keys (SPEC §9) are `${prefix}-${name}`; values are JSON records whose `content` is the value. */
export const storageKeys = {
  theme: 'themeName',
  color: 'colorName',
  language: 'language',
} as const;

/**
 * The body of the boot script, written as a plain function so it is type-checked and testable; it
 * is serialised with `String(fn)`, so it must not reference anything outside its parameters.
 */
function boot(
  prefix: string,
  names: readonly string[],
  fallbackTheme: string,
  derive: (hex: string) => Record<string, string> | null,
): void {
  const root = document.documentElement;
  // A value lives in the session store when it was saved with a type, otherwise in the local store.
  const read = (name: string): unknown => {
    const key = `${prefix}-${name}`;
    for (const store of [window.sessionStorage, window.localStorage]) {
      let raw: string | null = null;
      try {
        raw = store.getItem(key);
      } catch {
        // Storage can throw (privacy modes, sandboxed iframes); treat it as empty.
      }
      if (raw == null) continue;
      try {
        const record: unknown = JSON.parse(raw);
        if (record && typeof record === 'object' && 'content' in record) {
          return (record as { content: unknown }).content;
        }
        return record;
      } catch {
        return raw;
      }
    }
    return null;
  };
  const theme = read('themeName');
  root.setAttribute('data-theme', typeof theme === 'string' && names.includes(theme) ? theme : fallbackTheme);
  const color = read('colorName');
  if (typeof color === 'string') {
    const palette = derive(color);
    if (palette) for (const k of Object.keys(palette)) root.style.setProperty(k, palette[k] as string);
  }
  const language = read('language');
  root.lang = language === 'en' ? 'en' : 'zh-CN';
}

/**
 * JavaScript to inline in a `<script>` in index.html's `<head>`, before any stylesheet or bundle,
 * so the stored theme, colour and language apply before the first paint (no flash). Example:
 *
 * ```html
 * <script>/* output of themeBootScript('saber') *\/</script>
 * ```
 *
 * With Vite, `transformIndexHtml` can inject it at build time.
 */
export function themeBootScript(prefix: string): string {
  const args = [
    JSON.stringify(prefix),
    JSON.stringify(themeNames),
    JSON.stringify(DEFAULT_THEME),
    String(deriveAccent),
  ];
  return `(function(){try{(${String(boot)})(${args.join(',')});}catch(e){}})();`;
}

import {
  applyAccent,
  applyTheme,
  isLocale,
  isThemeName,
  type Locale,
  setLocale,
  type ThemeName,
} from '@blade-console/ui';
import { create } from 'zustand';
import { website } from '../config';
import { storage } from '../session/core';
import { tellOtherTabs } from '../session/tabChannel';

/**
 * Theme, accent colour and language (SPEC §9 `themeName`, `colorName`, `language`). The boot script
 * in index.html applied the stored values before first paint; switching applies at once through
 * attributes and CSS variables, and persists for the next visit.
 */
interface Preferences {
  theme: ThemeName;
  color: string;
  language: Locale;
  setTheme(theme: ThemeName): void;
  setColor(color: string): void;
  setLanguage(language: Locale): void;
}

function stored<T>(name: string, valid: (value: unknown) => value is T, fallback: T): T {
  const value = storage.getStore<unknown>({ name });
  return valid(value) ? value : fallback;
}

const isColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);

export const usePreferences = create<Preferences>((set) => ({
  theme: stored('themeName', isThemeName, website.defaultTheme as ThemeName),
  color: stored('colorName', isColor, website.defaultColor),
  language: stored('language', isLocale, 'zh'),
  setTheme(theme) {
    applyTheme(theme);
    storage.setStore({ name: 'themeName', content: theme });
    set({ theme });
    tellOtherTabs('preferences');
  },
  setColor(color) {
    if (!applyAccent(color)) return;
    storage.setStore({ name: 'colorName', content: color });
    set({ color });
    tellOtherTabs('preferences');
  },
  setLanguage(language) {
    void setLocale(language);
    storage.setStore({ name: 'language', content: language });
    set({ language });
    tellOtherTabs('preferences');
  },
}));

/**
 * Applies the preferences another tab stored (issue 24: language, theme and colour follow every
 * tab), without storing them again.
 */
export function followStoredPreferences(): void {
  const current = usePreferences.getState();
  const theme = stored('themeName', isThemeName, current.theme);
  const color = stored('colorName', isColor, current.color);
  const language = stored('language', isLocale, current.language);
  if (theme !== current.theme) applyTheme(theme);
  if (color !== current.color) applyAccent(color);
  if (language !== current.language) void setLocale(language);
  usePreferences.setState({ theme, color, language });
}

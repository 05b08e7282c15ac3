import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
import {
  applyAccent,
  applyTheme,
  DEFAULT_ACCENT,
  DEFAULT_THEME,
  isLocale,
  isThemeName,
  type Locale,
  message,
  setLocale,
  type ThemeName,
  themeNames,
  UiProvider,
} from '../packages/ui/src';
// The stories translate app keys (`demo:…`) as an app does, through the i18next instance.
import { loadLocale } from '../packages/ui/src/i18n';
import { enableRichTextInForms } from '../packages/ui/src/rich-text';
import { type AllThemesParameters, ThemeGrid } from '../packages/ui/src/stories/support/ThemeGrid';

// The forms' `html` columns edit with the rich-text editor, as an app's do once it calls this.
enableRichTextInForms();

/** Toolbar value that renders the story once per theme, side by side (a dialog open in each panel). */
const ALL_THEMES = 'all';

// Accent presets for the toolbar: the product default plus the picker's usual swatches, including
// light and dark extremes so designers can check that text on the accent stays readable.
const accentPresets: { value: string; title: string }[] = [
  { value: DEFAULT_ACCENT, title: `${DEFAULT_ACCENT} (default)` },
  { value: '#1890FF', title: '#1890FF blue' },
  { value: '#F5222D', title: '#F5222D red' },
  { value: '#FA541C', title: '#FA541C volcano' },
  { value: '#FAAD14', title: '#FAAD14 gold' },
  { value: '#13C2C2', title: '#13C2C2 cyan' },
  { value: '#52C41A', title: '#52C41A green' },
  { value: '#2F54EB', title: '#2F54EB geek blue' },
  { value: '#722ED1', title: '#722ED1 purple' },
  { value: '#FFE58F', title: '#FFE58F pale yellow' },
  { value: '#141414', title: '#141414 near black' },
];

interface FrameProps {
  theme: ThemeName;
  accent: string;
  locale: Locale;
  children: ReactNode;
}

/**
 * Applies the toolbar globals the way an app does (attributes and variables on <html>, the i18n
 * language) before paint, so stories look exactly as they would in the console.
 */
function Frame({ theme, accent, locale, children }: FrameProps) {
  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);
  useLayoutEffect(() => {
    applyAccent(accent);
  }, [accent]);
  useLayoutEffect(() => {
    void setLocale(locale);
  }, [locale]);
  return <UiProvider>{children}</UiProvider>;
}

/**
 * The toolbar's globals as values: the theme to put on <html> (the default under "all themes"), the
 * accent and the language (Chinese unless another is chosen).
 */
function storyGlobals(globals: Record<string, unknown>) {
  const chosen = String(globals.theme ?? DEFAULT_THEME);
  return {
    everyTheme: chosen === ALL_THEMES,
    theme: isThemeName(chosen) ? chosen : DEFAULT_THEME,
    accent: String(globals.accent ?? DEFAULT_ACCENT),
    locale: (isLocale(globals.locale) ? globals.locale : 'zh') as Locale,
  };
}

const withUi: Decorator = (Story, context) => {
  const { everyTheme, theme, accent, locale } = storyGlobals(context.globals);
  const allThemes: AllThemesParameters | undefined = context.parameters.allThemes;
  return (
    <Frame theme={theme} accent={accent} locale={locale}>
      {everyTheme ? <ThemeGrid render={() => <Story />} panelWidth={allThemes?.panelWidth} /> : <Story />}
    </Frame>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withUi],
  // Before a story renders, <html> gets its theme, accent and language (a component that reads them
  // as it mounts, like ThemeDialog, must not see the previous story's); its toasts, which live in a
  // module-level store, are closed when it ends. The story files of a test shard share one page
  // (vitest.config.ts): nothing else carries over from one story to the next.
  beforeEach: async ({ globals }) => {
    const { theme, accent, locale } = storyGlobals(globals);
    applyTheme(theme);
    applyAccent(accent);
    await setLocale(locale);
    return () => message.dismiss();
  },
  // Only Chinese is bundled: a story in another language waits for its strings, so its first render
  // (and its play function) already sees them.
  loaders: [({ globals }) => loadLocale(storyGlobals(globals).locale)],
  globalTypes: {
    theme: {
      description: 'Theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          ...themeNames.map((name) => ({ value: name, title: name })),
          { value: ALL_THEMES, title: 'All themes' },
        ],
        dynamicTitle: true,
      },
    },
    accent: {
      description: 'Accent colour (applyAccent)',
      toolbar: { title: 'Accent', icon: 'circle', items: accentPresets, dynamicTitle: true },
    },
    locale: {
      description: 'Language of the ui strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文 (zh)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME, accent: DEFAULT_ACCENT, locale: 'zh' },
  parameters: {
    // Any axe violation fails the story's test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    layout: 'padded',
  },
};

export default preview;

import type { SiteTheme } from '@blade-console/blade-client/types';
import { createContext, useContext } from 'react';

// The server reads the same choice from the cookie, so the type is the two sides' contract.
export type { SiteTheme };

export const SITE_THEMES: readonly SiteTheme[] = ['auto', 'light', 'dark'];

/** The cookie holding the visitor's theme choice; the server reads it to write `<html>`'s attributes. */
export const SITE_THEME_COOKIE = 'site_theme';

/** `auto`, `light` or `dark` from any value (a query parameter, a cookie); undefined for anything else. */
export function siteThemeOf(value: unknown): SiteTheme | undefined {
  return value === 'auto' || value === 'light' || value === 'dark' ? value : undefined;
}

/**
 * The theme `<html>` shows, read from the attributes the server wrote (`fillTemplate` in the
 * server's `site-ssr.ts`): `data-theme="theme-dark"` is dark, any other `data-theme` light, none
 * (`data-theme-mode="auto"`) follows the system.
 */
export function themeOfDocument(root: HTMLElement): SiteTheme {
  const theme = root.getAttribute('data-theme');
  if (theme === 'theme-dark') return 'dark';
  return theme ? 'light' : 'auto';
}

/** Writes the attributes of `theme` on `<html>`, as the server does: the tokens follow at once. */
export function applySiteTheme(root: HTMLElement, theme: SiteTheme): void {
  if (theme === 'auto') {
    root.removeAttribute('data-theme');
    root.setAttribute('data-theme-mode', 'auto');
  } else {
    root.removeAttribute('data-theme-mode');
    root.setAttribute('data-theme', theme === 'dark' ? 'theme-dark' : 'theme-default');
  }
}

/** Keeps the choice for a year, for every page of the site; read by the server when it renders. */
export function rememberTheme(theme: SiteTheme): void {
  // The Cookie Store API is missing from Firefox and Safari; one fixed, unescaped value is safe here.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${SITE_THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The theme shown and the way to change it; null where the page's theme is not the site's own. */
export interface SiteThemeState {
  theme: SiteTheme;
  choose: (theme: SiteTheme) => void;
}

export const SiteThemeContext = createContext<SiteThemeState | null>(null);

/**
 * The site's theme, when the site owns the page (rendered by the server, hydrated by
 * `entry-client`); null when the console mounts the site's routes, where the staff member's
 * console theme applies.
 */
export function useSiteTheme(): SiteThemeState | null {
  return useContext(SiteThemeContext);
}

import { registerBootStrings } from '@blade-console/ui';
import { loadConsoleEn } from './loadConsoleEn';
import { zh } from './zh';

/**
 * Registers the strings of the console's public routes (sign-in, error pages, titles), idempotent:
 * Chinese, the default, bundled; English loaded when the language is first needed
 * (`loadUiLocale`/`setLocale`). They go to ui's own store, not straight to i18next, so the sign-in
 * page translates them without i18next (about 15 KB gzip of /login's JS); the i18next instance of
 * `@blade-console/ui/i18n`, loaded with the signed-in console, receives them from that store.
 */
export function registerConsoleStrings(): void {
  registerBootStrings('console', { zh, en: loadConsoleEn });
}

/**
 * Registers the signed-in pages' strings and loads them in the current language: the console
 * shell's route awaits it, so the sign-in page never downloads them (nor i18next, which the
 * signed-in pages translate with).
 */
export async function loadShellStrings(): Promise<void> {
  const { registerShellStrings } = await import('./shell');
  await registerShellStrings();
}

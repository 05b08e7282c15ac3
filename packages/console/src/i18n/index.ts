import { getLocale } from '@blade-console/ui';
import { loadLocale, registerStrings } from '@blade-console/ui/i18n';
import { zh } from './zh';

/** English is loaded the first time it is needed. */
const loadEn = () => import('./en').then((module) => module.en);

/**
 * Registers the strings of the console's public routes (sign-in, error pages, titles) with the
 * shared i18next instance (idempotent): Chinese, the default, bundled; English loaded when the
 * language is first needed (`loadLocale`/`setLocale`).
 */
export function registerConsoleStrings(): void {
  registerStrings('console', { zh, en: loadEn });
}

/**
 * Registers the signed-in pages' strings and loads them in the current language: the console
 * shell's route awaits it, so the sign-in page never downloads them.
 */
export async function loadShellStrings(): Promise<void> {
  const { registerShellStrings } = await import('./shell');
  registerShellStrings();
  await loadLocale(getLocale());
}

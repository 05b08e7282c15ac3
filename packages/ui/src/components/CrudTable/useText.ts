import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Labels and messages of a column config are either text or i18n keys (`console:param.name`):
 * this translates the ones that exist as keys and returns the rest as they are.
 */
export function useText(): (text: string) => string {
  const { t, i18n } = useTranslation('ui');
  // `t` changes with the language, so the callback does too (and consumers re-render).
  return useCallback((text: string) => (text && i18n.exists(text) ? String(t(text)) : text), [t, i18n]);
}

/** A `t` that takes any key (the column config's keys are not known to the typed resources). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function useTranslate(): Translate {
  const { t } = useTranslation('ui');
  return t as unknown as Translate;
}

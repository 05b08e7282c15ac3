import { useCallback, useMemo } from 'react';
import { hasText } from '../../i18n/locale';
import { useUiTranslation } from '../../i18n/uiStrings';

/**
 * Labels and messages of a column config are either text or i18n keys (`console:param.name`):
 * this translates the ones that exist as keys and returns the rest as they are.
 */
export function useText(): (text: string) => string {
  const { t, locale } = useUiTranslation('ui');
  // `t` changes with the language, so the callback does too (and consumers re-render).
  return useCallback((text: string) => (text && hasText(locale, text) ? t(text) : text), [t, locale]);
}

/** A `t` that takes any key (the column config's keys are not known to the typed resources). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function useTranslate(): Translate {
  return useUiTranslation('ui').t;
}

/**
 * What the body's cells translate with, made once per table: a cell calling useTranslation itself
 * costs a context read, state and two effects each, hundreds of times on a first render.
 */
export interface CellWords {
  t: Translate;
  text: (text: string) => string;
  /** How a switch column without options of its own shows its two values. */
  words: { yes: string; no: string };
  /** The start of a row checkbox's name (its id follows): one translation for every row. */
  selectRow: string;
}

export function useCellWords(): CellWords {
  const t = useTranslate();
  const text = useText();
  return useMemo(
    () => ({ t, text, words: { yes: t('crud.yes'), no: t('crud.no') }, selectRow: t('crud.selectRow') }),
    [t, text],
  );
}

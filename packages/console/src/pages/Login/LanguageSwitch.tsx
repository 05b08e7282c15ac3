import { htmlLang, isLocale, type Locale, locales, setLocale, useBootTranslation } from '@blade-console/ui';
import { useEffect } from 'react';
import { LanguageButton, LanguageGroup } from './Login.styles';
import { takeLanguageChosenOnCopy } from './prerendered';

/**
 * 中文 | English at the sign-in form's corner: a reader who does not read the default language
 * changes it before signing in, not after. Each name is written in its own language. The choice is
 * the console's language preference (stores/preferences: kept for the next visit, followed by the
 * other tabs), whose module is fetched on the click, off /login's load.
 */
export function LanguageSwitch() {
  const { t, locale } = useBootTranslation('console');
  const choose = (next: Locale) => {
    // The strings load at once, beside the preference's module (which sets the same language).
    void setLocale(next);
    void import('../../stores/preferences').then((module) =>
      module.usePreferences.getState().setLanguage(next),
    );
  };
  // A press in the pre-painted copy, before the app took over: kept as if pressed here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app replaces the copy.
  useEffect(() => {
    const chosen = takeLanguageChosenOnCopy();
    if (isLocale(chosen)) choose(chosen);
  }, []);
  return (
    <LanguageGroup role="group" aria-label={t('login.language')}>
      {locales.map((each) => (
        <LanguageButton
          key={each}
          type="button"
          lang={htmlLang(each)}
          data-language={each}
          aria-pressed={each === locale}
          // As the shell's language menu has it (SPEC §2): the current one is disabled.
          disabled={each === locale}
          onClick={() => choose(each)}
        >
          {t(`login.languages.${each}`)}
        </LanguageButton>
      ))}
    </LanguageGroup>
  );
}

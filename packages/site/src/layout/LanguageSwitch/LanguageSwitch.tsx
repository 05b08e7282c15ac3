import type { SiteLang } from '@blade-console/blade-client/types';
import { setLocale } from '@blade-console/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router-dom';
import { SITE_LANG_COOKIE, siteLangOf } from '../../data/context';
import { LangLink, List } from './LanguageSwitch.styles';

const LANGS: readonly SiteLang[] = ['zh', 'en'];

/** Keeps the choice for a year, for every page of the site; read by the server when it renders. */
export function rememberLang(lang: SiteLang): void {
  // The Cookie Store API is missing from Firefox and Safari; one fixed, unescaped value is safe here.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${SITE_LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The page in the language of the address's `?lang=` when it differs from the one shown. The
 * server already renders `?lang=` itself; this covers the site mounted by the console (no server
 * rendering), where the page comes up in the console's language first.
 */
export function useLanguageFromAddress(): void {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const wanted = siteLangOf(new URLSearchParams(search).get('lang'));
  useEffect(() => {
    if (!wanted || wanted === i18n.language) return;
    rememberLang(wanted);
    void setLocale(wanted).then(() => revalidator.revalidate());
  }, [wanted, i18n.language, revalidator]);
}

/**
 * 中文 | English, as plain links to the same page with `?lang=`: the server renders the page in the
 * chosen language and remembers it in a cookie, so the switch works before (and without) scripts.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('site');
  const { pathname, search } = useLocation();
  const hrefOf = (lang: SiteLang) => {
    const params = new URLSearchParams(search);
    params.set('lang', lang);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t('language.label')}>
      <List>
        {LANGS.map((lang) => (
          <li key={lang}>
            <LangLink
              href={hrefOf(lang)}
              hrefLang={lang === 'zh' ? 'zh-CN' : 'en'}
              lang={lang === 'zh' ? 'zh-CN' : 'en'}
              aria-current={i18n.language === lang ? 'true' : undefined}
              onClick={() => rememberLang(lang)}
            >
              {t(`language.${lang}`)}
            </LangLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

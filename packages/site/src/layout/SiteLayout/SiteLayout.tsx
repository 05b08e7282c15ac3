import { NavigationProgress } from '@blade-console/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { useDocumentHead } from '../../head/useDocumentHead';
import { useLanguageFromAddress } from '../LanguageSwitch';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import { Main, Page, SkipLink } from './SiteLayout.styles';

/** Header, page and footer of the public website. */
export function SiteLayout() {
  const { t } = useTranslation('site');
  const loading = useNavigation().state === 'loading';
  useDocumentHead();
  useLanguageFromAddress();
  // Scripts start after the first paint: this marks the page as interactive (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.siteReady = 'true';
  }, []);
  return (
    <Page>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <NavigationProgress active={loading} label={t('loading')} />
      <SiteHeader />
      <Main id="main" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </Main>
      <SiteFooter />
    </Page>
  );
}

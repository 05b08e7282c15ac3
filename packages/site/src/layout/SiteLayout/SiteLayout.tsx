import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { Brand, Footer, Header, Main, Nav, Page } from './SiteLayout.styles';

/** The public pages of SPEC §2 that the website header links to. */
const links = [
  { to: '/Home', label: 'nav.home' },
  { to: '/order', label: 'nav.order' },
  { to: '/service', label: 'nav.service' },
  { to: '/news', label: 'nav.news' },
  { to: '/goin', label: 'nav.about' },
  { to: '/product', label: 'nav.join' },
] as const;

/** Header, page and footer of the public website. */
export function SiteLayout() {
  const { t } = useTranslation('site');
  return (
    <Page>
      <Header>
        <Brand href="/Home">{t('brand')}</Brand>
        <Nav aria-label={t('brand')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{t(link.label)}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/login">{t('nav.login')}</NavLink>
            </li>
          </ul>
        </Nav>
      </Header>
      <Main>
        <Outlet />
      </Main>
      <Footer>{t('footer')}</Footer>
    </Page>
  );
}

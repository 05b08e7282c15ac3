import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BrandMark } from '../BrandMark';
import { LanguageSwitch } from '../LanguageSwitch';
import { ThemeSwitch } from '../ThemeSwitch';
import { Bar, Brand, Inner, Links, MenuButton, Panel, Tools } from './SiteHeader.styles';

/** The public pages of SPEC §2 that the header links to; an article belongs to the news. */
export const SITE_LINKS = [
  { to: '/Home', label: 'nav.home' },
  { to: '/order', label: 'nav.order' },
  { to: '/service', label: 'nav.service' },
  { to: '/news', label: 'nav.news', also: '/newsItem' },
  { to: '/goin', label: 'nav.about' },
  { to: '/product', label: 'nav.join' },
] as const;

/** Whether a header link is the page shown (or the section it belongs to). */
function isCurrent(link: (typeof SITE_LINKS)[number], pathname: string): boolean {
  return pathname === link.to || ('also' in link && pathname === link.also);
}

const PANEL_ID = 'site-nav-panel';

/**
 * Brand, the page links (the current one marked with `aria-current`), the language and theme
 * switches and the staff sign-in link. On phones they fold behind a menu button (a disclosure: `aria-expanded`,
 * closed again by Escape or by choosing a page).
 */
export function SiteHeader() {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  // A page was chosen: the panel has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar>
      <Inner>
        <Brand as={Link} to="/Home">
          <BrandMark />
          {t('brand')}
        </Brand>
        <MenuButton
          type="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
          {t('nav.menu')}
        </MenuButton>
        <Panel id={PANEL_ID} $open={open}>
          <nav aria-label={t('nav.label')} style={{ flex: 1 }}>
            <Links>
              {SITE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={isCurrent(link, pathname) ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </Links>
          </nav>
          <Tools>
            <LanguageSwitch />
            <ThemeSwitch />
            <a className="staff" href="/login">
              {t('nav.login')}
            </a>
          </Tools>
        </Panel>
      </Inner>
    </Bar>
  );
}

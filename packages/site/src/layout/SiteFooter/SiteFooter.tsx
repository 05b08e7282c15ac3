import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandMark } from '../BrandMark';
import { SITE_LINKS } from '../SiteHeader';
import { Bar, Brand, Columns, Copyright } from './SiteFooter.styles';

/** What the group is, the pages again, and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation('site');
  return (
    <Bar>
      <Columns>
        <div>
          <Brand>
            <BrandMark size={24} />
            {t('brand')}
          </Brand>
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="site-footer-explore">
          <h2 id="site-footer-explore">{t('footer.explore')}</h2>
          <ul>
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Columns>
      <Copyright>{t('footer.copyright', { year: new Date().getFullYear() })}</Copyright>
    </Bar>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { List } from './Pager.styles';

export interface PagerProps {
  current: number;
  pages: number;
  /** The address of a page number. */
  hrefOf: (page: number) => string;
}

/**
 * Page links of a list: real links (`?page=2`), so paging works before scripts run and every page
 * has its own address. Shown only when there is more than one page.
 */
export function Pager({ current, pages, hrefOf }: PagerProps) {
  const { t } = useTranslation('site');
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t('news.pages')}>
      <List>
        <li>
          {current > 1 ? (
            <Link to={hrefOf(current - 1)}>{t('news.previous')}</Link>
          ) : (
            <span aria-disabled="true">{t('news.previous')}</span>
          )}
        </li>
        {numbers.map((page) => (
          <li key={page}>
            <Link
              to={hrefOf(page)}
              aria-label={t('news.page', { page })}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          {current < pages ? (
            <Link to={hrefOf(current + 1)}>{t('news.next')}</Link>
          ) : (
            <span aria-disabled="true">{t('news.next')}</span>
          )}
        </li>
      </List>
    </nav>
  );
}

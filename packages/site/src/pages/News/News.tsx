import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { NewsCards } from '../../components/NewsCards';
import { PageHero } from '../../components/PageHero';
import { Pager } from '../../components/Pager';
import { Container } from '../../components/Section';
import type { NewsListData } from '../../data/loaders';
import { Filter } from './News.styles';

/** Keys of dict `news_category`, in its order. */
export const NEWS_CATEGORIES = [1, 2, 3] as const;

/** The address of a news list page: category and page number, each only when it is not the default. */
export function newsHref(category: number | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', String(category));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

/** `/news`: published news, newest first, filtered by category, paged by real links. */
export function News() {
  const { t } = useTranslation('site');
  const { page, category } = useLoaderData() as NewsListData;
  const filters = [undefined, ...NEWS_CATEGORIES];
  return (
    <>
      <PageHero title={t('news.title')} lead={t('news.lead')} />
      <Container>
        <Filter aria-label={t('news.filter')}>
          <ul>
            {filters.map((key) => (
              <li key={key ?? 'all'}>
                <Link to={newsHref(key)} aria-current={key === category ? 'page' : undefined}>
                  {key ? t(`newsCategory.${key}`) : t('news.all')}
                </Link>
              </li>
            ))}
          </ul>
        </Filter>
        {page.records.length === 0 ? (
          <p>{t('news.empty')}</p>
        ) : (
          <NewsCards news={page.records} headingLevel={2} />
        )}
        <Pager current={page.current} pages={page.pages} hrefOf={(n) => newsHref(category, n)} />
      </Container>
    </>
  );
}

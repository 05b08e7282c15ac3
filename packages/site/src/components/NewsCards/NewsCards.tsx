import type { SiteNewsSummary } from '@blade-console/blade-client/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dayOf, safeImage } from '../../utils/safeUrl';
import { Body, Card, Grid, Meta } from './NewsCards.styles';

export interface NewsCardsProps {
  news: SiteNewsSummary[];
  /** Level of each title: 3 under a page section's `<h2>`, 2 on the news page. */
  headingLevel?: 2 | 3;
}

/** News as cards: cover, category, date, the title as the link to the article, summary. */
export function NewsCards({ news, headingLevel = 3 }: NewsCardsProps) {
  const { t } = useTranslation('site');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Grid>
      {news.map((item) => {
        const cover = safeImage(item.cover);
        return (
          <li key={item.id}>
            <Card>
              {cover ? (
                <img src={cover} alt="" width={1200} height={630} loading="lazy" decoding="async" />
              ) : null}
              <Body>
                <Meta>
                  <span>{t(`newsCategory.${item.category}`, { defaultValue: '' })}</span>
                  {item.publishTime ? (
                    <time dateTime={dayOf(item.publishTime)}>{dayOf(item.publishTime)}</time>
                  ) : null}
                </Meta>
                <Heading>
                  <Link to={`/newsItem?id=${item.id}`}>{item.title}</Link>
                </Heading>
                {item.summary ? <p>{item.summary}</p> : null}
              </Body>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}

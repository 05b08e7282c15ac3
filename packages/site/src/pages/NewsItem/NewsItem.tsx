import type { SiteNewsArticle } from '@blade-console/blade-client/types';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { RichText } from '../../components/RichText';
import { Container } from '../../components/Section';
import { dayOf, safeImage } from '../../utils/safeUrl';
import { Article, Meta } from './NewsItem.styles';

/** `/newsItem?id=`: one published article (an unknown id is the 404 of the error route). */
export function NewsItem() {
  const { t } = useTranslation('site');
  const article = useLoaderData() as SiteNewsArticle;
  const cover = safeImage(article.cover);
  // The article keeps the language it was written in, whatever the page's.
  const lang = article.lang === 'en' ? 'en' : 'zh-CN';
  return (
    <Container>
      <Article>
        <Link className="back" to="/news">
          {t('newsItem.back')}
        </Link>
        <h1 lang={lang}>{article.title}</h1>
        <Meta>
          <span>{t(`newsCategory.${article.category}`, { defaultValue: '' })}</span>
          {article.publishTime ? (
            <time dateTime={dayOf(article.publishTime)}>
              {t('news.published', { date: dayOf(article.publishTime) })}
            </time>
          ) : null}
          {article.author ? <span>{t('news.by', { author: article.author })}</span> : null}
        </Meta>
        {cover ? (
          <img className="cover" src={cover} alt="" width={1200} height={630} fetchPriority="high" />
        ) : null}
        <div lang={lang}>
          {article.summary ? <p className="summary">{article.summary}</p> : null}
          <RichText html={article.content} />
        </div>
      </Article>
    </Container>
  );
}

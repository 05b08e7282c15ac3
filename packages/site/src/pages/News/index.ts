export { NEWS_CATEGORIES, News, newsHref } from './News';

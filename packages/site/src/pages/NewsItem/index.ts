export { NewsItem } from './NewsItem';

export { PageHero } from './PageHero';

export { SiteLoading } from './SiteLoading';

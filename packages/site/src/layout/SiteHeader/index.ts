export { SITE_LINKS, SiteHeader } from './SiteHeader';

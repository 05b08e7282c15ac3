export { SiteFooter } from './SiteFooter';

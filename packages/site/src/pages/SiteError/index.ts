export { SiteError } from './SiteError';

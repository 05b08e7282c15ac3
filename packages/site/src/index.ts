export { registerSiteStrings } from './i18n';
export { loadSiteStrings } from './i18n/load';
export { publicMeta, siteRoutes } from './routes';

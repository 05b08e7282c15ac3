export { registerSiteStrings } from './i18n';
export { publicMeta, siteRoutes } from './routes';

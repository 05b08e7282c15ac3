import type { BladeClient } from '@blade-console/blade-client';
import type { SiteReads } from '@blade-console/blade-client/types';

let client: Promise<BladeClient> | undefined;

/**
 * The SDK for the site's calls in the browser, loaded the first time one is made: a page rendered
 * by the server needs no request to show, so the SDK stays out of the first download.
 */
export function siteClient(): Promise<BladeClient> {
  client ??= import('./sdk').then(({ createSiteSdk }) => createSiteSdk());
  return client;
}

/** The public reads over HTTP (`client.site`), for navigation and forms in the browser. */
export const browserReads: SiteReads = {
  home: async (lang) => (await siteClient()).site.home(lang),
  news: async (query) => (await siteClient()).site.news(query),
  newsDetail: async (id) => (await siteClient()).site.newsDetail(id),
  services: async (lang) => (await siteClient()).site.services(lang),
  about: async (lang) => (await siteClient()).site.about(lang),
  regions: async (parentCode) => (await siteClient()).site.regions(parentCode),
};

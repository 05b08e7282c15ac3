import { BladeApiError } from '../core/errors';
import type { BladeHttp } from '../core/http';
import type {
  SiteAbout,
  SiteHome,
  SiteNewsArticle,
  SiteNewsPage,
  SiteReads,
  SiteRegion,
  SiteService,
} from '../types/site';

const BASE = '/blade-website/public';

/**
 * The public website's reads (`/blade-website/public/*`, issue 13). They need no token: the server
 * picks the tenant from the site's address. `newsDetail` answers `undefined` for an article that
 * does not exist or is not published (the server's 404).
 */
export function createSiteApi(http: BladeHttp): SiteReads {
  return {
    home: (lang) => http.get<SiteHome>(`${BASE}/home`, { lang }),
    news: (query) => http.get<SiteNewsPage>(`${BASE}/news`, query),
    newsDetail: async (id) => {
      try {
        return await http.get<SiteNewsArticle>(`${BASE}/news/detail`, { id });
      } catch (error) {
        if (error instanceof BladeApiError && error.code === 404) return undefined;
        throw error;
      }
    },
    services: (lang) => http.get<SiteService[]>(`${BASE}/services`, { lang }),
    about: (lang) => http.get<SiteAbout>(`${BASE}/about`, { lang }),
    regions: (parentCode) => http.get<SiteRegion[]>(`${BASE}/regions`, { parentCode }),
  };
}

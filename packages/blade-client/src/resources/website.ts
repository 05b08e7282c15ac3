import {
  carouselResource,
  contactResourceResource,
  cooperationMessageResource,
  developPathResource,
  employeeActivityResource,
  newsResource,
  orderResource,
  productServiceResource,
  reportResource,
} from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import type { Id } from '../types/envelope';
import type { CooperationMessage, News, NewsSync, Order } from '../types/website';
import { type MutationResult, only, resourceApi } from './crud';

/**
 * The website's content services. Each lives in its own Blade service (path segment), so each gets its own
 * namespace on the client: `client.news`, `client.company.developPath`, …
 */
export function createWebsiteApis(http: BladeHttp) {
  return {
    website: {
      carousel: resourceApi(http, carouselResource),
    },
    news: {
      ...only(resourceApi(http, newsResource), 'list', 'detail', 'remove'),
      /** Adds or updates an article (this service names its submit `addNews`). */
      addNews: (news: Partial<News>) => http.post<MutationResult>(`${newsResource.path}/addNews`, news),
      /**
       * Publishes a published article to the group's WeChat official account and answers the sync
       * fields it recorded; a failure rejects with the account's problem in words (HTTP 400).
       */
      syncWeixinPublic: (id: Id) => http.postQuery<NewsSync>(`${newsResource.path}/syncWeixinPublic`, { id }),
    },
    contact: {
      contactResource: resourceApi(http, contactResourceResource),
    },
    cooperation: {
      cooperationMessage: {
        ...only(resourceApi(http, cooperationMessageResource), 'list', 'detail', 'remove'),
        /** Leaves a message (public website form). */
        addMessage: (message: Partial<CooperationMessage>) =>
          http.post<MutationResult>(`${cooperationMessageResource.path}/addMessage`, message),
      },
    },
    company: {
      developPath: resourceApi(http, developPathResource),
      employeeActivity: resourceApi(http, employeeActivityResource),
    },
    product: {
      productService: resourceApi(http, productServiceResource),
    },
    order: {
      ...resourceApi(http, orderResource),
      /** Books an order from the public /order page. */
      makeOrder: (order: Partial<Order>) =>
        http.post<MutationResult>(`${orderResource.path}/makeOrder`, order),
    },
    report: only(resourceApi(http, reportResource), 'list', 'remove'),
  };
}

export type WebsiteApis = ReturnType<typeof createWebsiteApis>;

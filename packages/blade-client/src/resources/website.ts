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
import type { CooperationMessage, News, Order, ReportData } from '../types/website';
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
      /** Publishes the article to the public WeChat account. */
      syncWeixinPublic: (id: Id) =>
        http.postQuery<MutationResult>(`${newsResource.path}/syncWeixinPublic`, { id }),
    },
    contact: {
      contactResource: resourceApi(http, contactResourceResource),
    },
    cooperation: {
      cooperationMessage: {
        // Staff change only the reply note; the visitor's words stay as sent.
        ...only(resourceApi(http, cooperationMessageResource), 'list', 'detail', 'remove', 'submit'),
        /** Marks messages read (`read` true) or unread: `POST read?ids=a,b&readStatus=1|0`. */
        markRead: (ids: Id | readonly Id[], read: boolean) =>
          http.postQuery<MutationResult>(`${cooperationMessageResource.path}/read`, {
            ids: [ids].flat().join(','),
            readStatus: read ? 1 : 0,
          }),
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
    report: {
      ...resourceApi(http, reportResource),
      /** A saved report's figures, computed from the live data: `GET data?id=`. */
      data: (id: Id) => http.get<ReportData>(`${reportResource.path}/data`, { id }),
    },
  };
}

export type WebsiteApis = ReturnType<typeof createWebsiteApis>;

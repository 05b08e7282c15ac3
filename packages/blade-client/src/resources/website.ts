import { websiteResources as site } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import { joinIds } from '../core/query';
import type { Id } from '../types/envelope';
import type {
  CooperationMessage,
  MadeOrder,
  News,
  NewsSync,
  Order,
  ReportData,
  ReportPoint,
} from '../types/website';
import { crudResource, type MutationResult, only, resourceApi } from './crud';

/**
 * The website's content services. Each lives in its own Blade service (path segment), so each gets its own
 * namespace on the client: `client.news`, `client.company.developPath`, …
 */
export function createWebsiteApis(http: BladeHttp) {
  return {
    website: {
      carousel: resourceApi(http, site.carousel),
    },
    news: {
      ...only(resourceApi(http, site.news), 'list', 'detail', 'remove'),
      /**
       * Adds or updates an article (this service names its submit `addNews`); the server keeps only
       * safe article HTML of `content`, and publishing without a time publishes now.
       */
      addNews: (news: Partial<News>) => http.post<{ id: Id }>(`${site.news.path}/addNews`, news),
      /**
       * Publishes a published article to the group's WeChat official account and answers the sync
       * fields it recorded; a failure rejects with the account's problem in words (HTTP 400).
       */
      syncWeixinPublic: (id: Id) => http.postQuery<NewsSync>(`${site.news.path}/syncWeixinPublic`, { id }),
    },
    contact: {
      contactResource: resourceApi(http, site.contactResource),
    },
    cooperation: {
      cooperationMessage: {
        ...only(resourceApi(http, site.cooperationMessage), 'list', 'detail', 'remove'),
        /**
         * Staff's note on a message (`reply`); the visitor's own words are not editable. With the
         * `updateTime` it was loaded with, a message changed since is refused (409, BladeConflictError).
         */
        submit: (message: Pick<CooperationMessage, 'id' | 'reply' | 'updateTime'>) =>
          http.post<MutationResult>(`${site.cooperationMessage.path}/submit`, message),
        /** Marks messages read (`readTime` set) or unread (`readTime` cleared). */
        markRead: (ids: Id | readonly Id[], read: boolean) =>
          http.postQuery<MutationResult>(`${site.cooperationMessage.path}/read`, {
            ids: joinIds(ids),
            readStatus: read ? 1 : 0,
          }),
        /** Leaves a message (public website form; no token, rate-limited). */
        addMessage: (message: Partial<CooperationMessage>) =>
          http.post<MutationResult>(`${site.cooperationMessage.path}/addMessage`, message),
      },
    },
    company: {
      developPath: resourceApi(http, site.developPath),
      employeeActivity: resourceApi(http, site.employeeActivity),
    },
    product: {
      productService: resourceApi(http, site.productService),
    },
    order: {
      ...crudResource<Order>(http, site.order.path),
      /**
       * Books an order from the public /order page (no token, rate-limited): always pending, for the
       * tenant of the site's address; answers the tracking number.
       */
      makeOrder: (order: Partial<Order>) => http.post<MadeOrder>(`${site.order.path}/makeOrder`, order),
      /**
       * Orders per day over the last `days` days (1–31, default 7), today last, every day present
       * (the server's time zone): the dashboard's chart and its "today's orders". Administrators.
       */
      daily: (days?: number) =>
        http.get<ReportPoint[]>(`${site.order.path}/daily`, days === undefined ? undefined : { days }),
    },
    report: {
      ...resourceApi(http, site.report),
      /** Opens a report: its figures computed from the tenant's live data over its range. */
      data: (id: Id) => http.get<ReportData>(`${site.report.path}/data`, { id }),
    },
  };
}

export type WebsiteApis = ReturnType<typeof createWebsiteApis>;

import { carouselResource } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import type { Id } from '../types/envelope';
import type {
  ContactResource,
  CooperationMessage,
  DevelopPath,
  EmployeeActivity,
  News,
  Order,
  ProductService,
  Report,
} from '../types/website';
import { crudResource, type MutationResult, only, resourceApi } from './crud';

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
      ...only(crudResource<News>(http, '/blade-news/news'), 'list', 'detail', 'remove'),
      /** Adds or updates an article (this service names its submit `addNews`). */
      addNews: (news: Partial<News>) => http.post<MutationResult>('/blade-news/news/addNews', news),
      /** Publishes the article to the public WeChat account. */
      syncWeixinPublic: (id: Id) =>
        http.postQuery<MutationResult>('/blade-news/news/syncWeixinPublic', { id }),
    },
    contact: {
      contactResource: crudResource<ContactResource>(http, '/blade-contact/contactResource'),
    },
    cooperation: {
      cooperationMessage: {
        ...only(
          crudResource<CooperationMessage>(http, '/blade-cooperation/cooperationmessage'),
          'list',
          'detail',
          'remove',
        ),
        /** Leaves a message (public website form). */
        addMessage: (message: Partial<CooperationMessage>) =>
          http.post<MutationResult>('/blade-cooperation/cooperationmessage/addMessage', message),
      },
    },
    company: {
      developPath: crudResource<DevelopPath>(http, '/blade-company/developPath'),
      employeeActivity: crudResource<EmployeeActivity>(http, '/blade-company/employeeActivity'),
    },
    product: {
      productService: crudResource<ProductService>(http, '/blade-product/productService'),
    },
    order: {
      ...crudResource<Order>(http, '/blade-order/order'),
      /** Books an order from the public /order page. */
      makeOrder: (order: Partial<Order>) => http.post<MutationResult>('/blade-order/order/makeOrder', order),
    },
    report: only(crudResource<Report>(http, '/blade-report/report/rest'), 'list', 'remove'),
  };
}

export type WebsiteApis = ReturnType<typeof createWebsiteApis>;

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
import { tableFor } from '../../crud/resource';

/** The public website's content and orders (SPEC §1 网站管理, 报表管理); each table from its definition. */
export const bladeCarousel = tableFor(carouselResource);
export const bladeNews = tableFor(newsResource);
export const bladeCooperationMessage = tableFor(cooperationMessageResource);
export const bladeContactResource = tableFor(contactResourceResource);
export const bladeDevelopPath = tableFor(developPathResource);
export const bladeEmployeeActivity = tableFor(employeeActivityResource);
export const bladeProductService = tableFor(productServiceResource);
export const bladeOrder = tableFor(orderResource);
export const bladeReport = tableFor(reportResource);

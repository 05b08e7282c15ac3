import { websiteResources as site } from '@blade-console/blade-schema';
import { tableFor } from './table-for';

/** The public website's content and orders (SPEC §1 网站管理, 报表管理); each table from its definition. */
export const bladeCarousel = tableFor(site.carousel);
export const bladeNews = tableFor(site.news);
export const bladeCooperationMessage = tableFor(site.cooperationMessage);
export const bladeContactResource = tableFor(site.contactResource);
export const bladeDevelopPath = tableFor(site.developPath);
export const bladeEmployeeActivity = tableFor(site.employeeActivity);
export const bladeProductService = tableFor(site.productService);
export const bladeOrder = tableFor(site.order);
export const bladeReport = tableFor(site.report);

import { dataScopeCodeOf, type ResourceDef } from '../define';
import { noticeResource } from './desk/notice';
import { codeResource } from './develop/code';
import { datasourceResource } from './develop/datasource';
import { modelResource } from './develop/model';
import { modelPrototypeResource } from './develop/modelPrototype';
import { logApiResource } from './log/logApi';
import { logErrorResource } from './log/logError';
import { logUsualResource } from './log/logUsual';
import { attachResource } from './resource/attach';
import { ossResource } from './resource/oss';
import { smsResource } from './resource/sms';
import { apiScopeResource } from './system/apiScope';
import { clientResource } from './system/client';
import { dataScopeResource } from './system/dataScope';
import { deptResource } from './system/dept';
import { dictBizResource, dictResource } from './system/dict';
import { menuResource } from './system/menu';
import { paramResource } from './system/param';
import { postResource } from './system/post';
import { regionResource } from './system/region';
import { roleResource } from './system/role';
import { tenantResource } from './system/tenant';
import { tenantPackageResource } from './system/tenantPackage';
import { topMenuResource } from './system/topMenu';
import { userResource } from './user/user';
import { carouselResource } from './website/carousel';
import { carouselDemo } from './website/carousel.demo';
import {
  contactResourceDemo,
  developPathDemo,
  employeeActivityDemo,
  productServiceDemo,
} from './website/company.demo';
import { contactResourceResource } from './website/contactResource';
import { cooperationMessageResource } from './website/cooperationMessage';
import { developPathResource } from './website/developPath';
import { employeeActivityResource } from './website/employeeActivity';
import { newsResource } from './website/news';
import { newsDemo } from './website/news.demo';
import { orderResource } from './website/order';
import { cooperationMessageDemo, orderDemo, reportDemo } from './website/order.demo';
import { productServiceResource } from './website/productService';
import { reportResource } from './website/report';

export { isPostgresSource, notPostgresMessage } from './develop/datasource';
export {
  NOTICE_DEMO_CODE,
  NOTICE_DEMO_MODEL,
  NOTICE_DEMO_PROTOTYPES,
  NOTICE_TABLE_COLUMNS,
} from './develop/demo';
export { OWN_DATASOURCE_ID } from './develop/model';
export { COMPONENT_TYPES, type ComponentType } from './develop/modelPrototype';
export { langField, PUBLISHED } from './website/content-fields';
export { canMoveOrder, ORDER_STATUS, ORDER_TRANSITIONS } from './website/order';

export {
  apiScopeResource,
  attachResource,
  carouselDemo,
  carouselResource,
  clientResource,
  codeResource,
  contactResourceResource,
  cooperationMessageResource,
  dataScopeResource,
  datasourceResource,
  deptResource,
  developPathResource,
  dictBizResource,
  dictResource,
  employeeActivityResource,
  logApiResource,
  logErrorResource,
  logUsualResource,
  menuResource,
  modelPrototypeResource,
  modelResource,
  newsResource,
  noticeResource,
  orderResource,
  ossResource,
  paramResource,
  postResource,
  productServiceResource,
  regionResource,
  reportResource,
  roleResource,
  smsResource,
  tenantPackageResource,
  tenantResource,
  topMenuResource,
  userResource,
};

/**
 * The system area's resources by short name (SPEC §1 系统管理): the SDK's calls and its row types
 * read them from this one record rather than each importing the same list of names.
 */
export const systemResources = {
  apiScope: apiScopeResource,
  client: clientResource,
  dataScope: dataScopeResource,
  dept: deptResource,
  dict: dictResource,
  dictBiz: dictBizResource,
  menu: menuResource,
  param: paramResource,
  post: postResource,
  region: regionResource,
  role: roleResource,
  tenant: tenantResource,
  tenantPackage: tenantPackageResource,
  topMenu: topMenuResource,
} as const;

/**
 * The public website's resources by short name (SPEC §1 网站管理, 报表管理): the SDK, its row types,
 * the server's tables and its generic routes read them from this one record.
 */
export const websiteResources = {
  carousel: carouselResource,
  contactResource: contactResourceResource,
  cooperationMessage: cooperationMessageResource,
  developPath: developPathResource,
  employeeActivity: employeeActivityResource,
  news: newsResource,
  order: orderResource,
  productService: productServiceResource,
  report: reportResource,
} as const;

/**
 * Every declared resource. The server serves the ones without special code generically, the
 * mocks answer them, and the menu tree takes their entries from here.
 */
export const RESOURCES: readonly ResourceDef[] = [
  paramResource,
  postResource,
  noticeResource,
  carouselResource,
  tenantPackageResource,
  clientResource,
  topMenuResource,
  tenantResource,
  ossResource,
  smsResource,
  attachResource,
  datasourceResource,
  dataScopeResource,
  apiScopeResource,
  userResource,
  logUsualResource,
  logApiResource,
  logErrorResource,
  deptResource,
  roleResource,
  dictResource,
  dictBizResource,
  menuResource,
  regionResource,
  newsResource,
  cooperationMessageResource,
  contactResourceResource,
  developPathResource,
  employeeActivityResource,
  productServiceResource,
  orderResource,
  reportResource,
];

/** The resources whose lists and details obey data-scope rules, by the rules' resource code. */
export const SCOPED_RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(
  RESOURCES.flatMap((resource) => {
    const code = dataScopeCodeOf(resource);
    return code ? [[code, resource] as const] : [];
  }),
);

/** Demo rows by resource name: the server seeds them for tenant 000000 and the mocks serve them. */
export const DEMO_ROWS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  [carouselResource.name]: carouselDemo,
  [newsResource.name]: newsDemo,
  [cooperationMessageResource.name]: cooperationMessageDemo,
  [contactResourceResource.name]: contactResourceDemo,
  [developPathResource.name]: developPathDemo,
  [employeeActivityResource.name]: employeeActivityDemo,
  [productServiceResource.name]: productServiceDemo,
  [orderResource.name]: orderDemo,
  [reportResource.name]: reportDemo,
};

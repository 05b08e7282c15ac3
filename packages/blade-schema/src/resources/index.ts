import type { ResourceDef } from '../define';
import { noticeResource } from './desk/notice';
import { datasourceResource } from './develop/datasource';
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

export {
  apiScopeResource,
  attachResource,
  carouselDemo,
  carouselResource,
  clientResource,
  dataScopeResource,
  datasourceResource,
  deptResource,
  dictBizResource,
  dictResource,
  logApiResource,
  logErrorResource,
  logUsualResource,
  menuResource,
  noticeResource,
  ossResource,
  paramResource,
  postResource,
  regionResource,
  roleResource,
  smsResource,
  tenantPackageResource,
  tenantResource,
  topMenuResource,
  userResource,
};

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
];

/** Demo rows by resource name: the server seeds them for tenant 000000 and the mocks serve them. */
export const DEMO_ROWS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  [carouselResource.name]: carouselDemo,
};

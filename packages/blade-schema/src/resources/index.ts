import type { ResourceDef } from '../define';
import { noticeResource } from './desk/notice';
import { clientResource } from './system/client';
import { deptResource } from './system/dept';
import { dictBizResource, dictResource } from './system/dict';
import { paramResource } from './system/param';
import { postResource } from './system/post';
import { roleResource } from './system/role';
import { tenantResource } from './system/tenant';
import { tenantPackageResource } from './system/tenantPackage';
import { topMenuResource } from './system/topMenu';
import { carouselResource } from './website/carousel';

import { carouselDemo } from './website/carousel.demo';

export {
  carouselDemo,
  carouselResource,
  clientResource,
  deptResource,
  dictBizResource,
  dictResource,
  noticeResource,
  paramResource,
  postResource,
  roleResource,
  tenantPackageResource,
  tenantResource,
  topMenuResource,
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
  deptResource,
  roleResource,
  dictResource,
  dictBizResource,
];

/** Demo rows by resource name: the server seeds them for tenant 000000 and the mocks serve them. */
export const DEMO_ROWS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  [carouselResource.name]: carouselDemo,
};

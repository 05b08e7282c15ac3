import { eventRoutes } from '../events/routes';
import { recordHistoryRoutes } from '../history/routes';
import type { ServicePlugin } from '../http/schemas';
import { USER_PREFIXES } from '../http/user-prefixes';
import { authRoutes } from './auth/routes';
import { noticeRoutes } from './desk/notice';
import { codeRoutes } from './develop/code';
import { datasourceRoutes } from './develop/datasource';
import { modelRoutes as developModelRoutes, modelPrototypeRoutes } from './develop/model';
import { followRoutes } from './flow/follow-routes';
import { leaveRoutes } from './flow/leave-routes';
import { managerRoutes } from './flow/manager-routes';
import { modelRoutes as flowModelRoutes } from './flow/model-routes';
import { processRoutes } from './flow/process-routes';
import { workRoutes } from './flow/work-routes';
import { genericResourceRoutes } from './generic';
import { healthRoutes } from './health';
import { logRoutes } from './log/routes';
import { resourceRoutes } from './resource/routes';
import { clientRoutes } from './system/client/routes';
import { deptRoutes } from './system/dept/routes';
import { dictBizRoutes, dictRoutes } from './system/dict/routes';
import { menuManageRoutes } from './system/menu/manage';
import { menuRoutes } from './system/menu/routes';
import { paramRoutes } from './system/param/routes';
import { postRoutes } from './system/post/routes';
import { regionExcelRoutes } from './system/region/excel-routes';
import { regionRoutes } from './system/region/routes';
import { roleRoutes } from './system/role/routes';
import { apiScopeRoutes, dataScopeRoutes } from './system/scope/routes';
import { tenantRoutes } from './system/tenant/routes';
import { tenantPackageRoutes } from './system/tenant-package/routes';
import { topMenuRoutes } from './system/topmenu/routes';
import { userExcelRoutes } from './user/excel-routes';
import { guestRoutes } from './user/guest';
import { userRoutes } from './user/routes';
import { websiteContentRoutes } from './website/content-routes';
import { newsSyncRoutes } from './website/wechat';

/** Every Blade service, mounted under `/api` (the first path segment is the service id). */
export const registerServices: ServicePlugin = async (app, { ctx }) => {
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { prefix: '/blade-auth', ctx });
  const system: [string, ServicePlugin][] = [
    ['menu', menuRoutes],
    ['menu', menuManageRoutes],
    ['param', paramRoutes],
    ['tenant', tenantRoutes],
    ['tenant-package', tenantPackageRoutes],
    ['dept', deptRoutes],
    ['post', postRoutes],
    ['role', roleRoutes],
    ['dict', dictRoutes],
    ['dict-biz', dictBizRoutes],
    ['topmenu', topMenuRoutes],
    ['client', clientRoutes],
    ['region', regionRoutes],
    ['region', regionExcelRoutes],
    ['data-scope', dataScopeRoutes],
    ['api-scope', apiScopeRoutes],
    ['record-history', recordHistoryRoutes],
  ];
  for (const [name, plugin] of system) await app.register(plugin, { prefix: `/blade-system/${name}`, ctx });
  // The same user plugins under SPEC's `/blade-user` and BladeX 4.x's `/blade-system/user`.
  for (const prefix of USER_PREFIXES) {
    await app.register(userRoutes, { prefix, ctx });
    await app.register(guestRoutes, { prefix, ctx });
    await app.register(userExcelRoutes, { prefix, ctx });
  }
  const prefixed: [string, ServicePlugin][] = [
    ['/blade-desk/notice', noticeRoutes],
    ['/blade-desk', eventRoutes],
    ['/blade-desk/process/leave', leaveRoutes],
    ['/blade-flow/work', workRoutes],
    ['/blade-flow/process', processRoutes],
    ['/blade-flow/model', flowModelRoutes],
    ['/blade-flow/manager', managerRoutes],
    ['/blade-flow/follow', followRoutes],
    ['/blade-log', logRoutes],
    ['/blade-develop/datasource', datasourceRoutes],
    ['/blade-develop/model', developModelRoutes],
    ['/blade-develop/model-prototype', modelPrototypeRoutes],
    ['/blade-develop/code', codeRoutes],
    ['/blade-resource', resourceRoutes],
  ];
  for (const [prefix, plugin] of prefixed) await app.register(plugin, { prefix, ctx });
  await app.register(genericResourceRoutes, { ctx });
  await app.register(websiteContentRoutes, { ctx });
  await app.register(newsSyncRoutes, { prefix: '/blade-news/news', ctx });
};

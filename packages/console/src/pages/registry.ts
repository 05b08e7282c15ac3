import type { ResourceDef } from '@blade-console/blade-schema';
import { type ComponentType, createElement } from 'react';
import { withChunkTimeout } from '../router/chunkTimeout';
import { withChunkTimeouts } from '../router/routeChunkTimeouts';
import { definitionPages } from './definitionPages.generated';
import { withFlowStrings } from './flow/common/pageStrings';

type PageModule = Promise<{ default: ComponentType }>;

/** The generic page of a declared resource, loaded on demand (with its definition) like any page. */
function resourcePage(definition: () => Promise<ResourceDef>): () => PageModule {
  return () =>
    Promise.all([import('./ResourcePage/ResourcePage'), definition()]).then(
      ([{ ResourcePage }, resource]) => ({
        default: () => createElement(ResourcePage, { resource }),
      }),
    );
}

/**
 * The pages written for their areas, by menu path: a route plus configuration over ui's CrudTable.
 * Every other resource with a menu entry gets the generic page of its definition.
 */
const ownPages: Record<string, () => PageModule> = {
  '/system/tenant': () => import('./system/Tenant/Tenant'),
  '/system/tenant-package': () => import('./system/TenantPackage/TenantPackage'),
  '/system/user': () => import('./system/User/User'),
  '/authority/role': () => import('./authority/Role/Role'),
  '/system/dept': () => import('./system/Dept/Dept'),
  '/system/post': () => import('./system/Post/Post'),
  '/system/menu': () => import('./system/Menu/Menu'),
  '/system/topmenu': () => import('./system/TopMenu/TopMenu'),
  '/system/dict': () => import('./system/Dict/Dict'),
  '/system/dict-biz': () => import('./system/DictBiz/DictBiz'),
  '/system/client': () => import('./system/Client/Client'),
  '/desk/notice': () => import('./desk/Notice/Notice'),
  '/monitor/log/usual': () => import('./monitor/log/Usual'),
  '/monitor/log/api': () => import('./monitor/log/Api'),
  '/monitor/log/error': () => import('./monitor/log/Error'),
  '/resource/oss': () => import('./resource/Oss/Oss'),
  '/resource/sms': () => import('./resource/Sms/Sms'),
  '/resource/attach': () => import('./resource/Attach/Attach'),
  '/base/region': () => import('./base/Region/Region'),
  '/authority/datascope': () => import('./authority/DataScope/DataScope'),
  '/authority/apiscope': () => import('./authority/ApiScope/ApiScope'),
  '/tool/datasource': () => import('./tool/Datasource/Datasource'),
  '/tool/model': () => import('./tool/Model/Model'),
  '/tool/code': () => import('./tool/Code/Code'),
  '/website/news': () => import('./website/News/News'),
  '/website/order': () => import('./website/Order/Order'),
  '/website/cooperation': () => import('./website/Cooperation/Cooperation'),
  '/website/report': () => import('./website/WebsiteReport/WebsiteReport'),
  '/report/reportlist': () => import('./report/ReportList/ReportList'),
  // Workflow (their strings load with them).
  '/flow/model': withFlowStrings(() => import('./flow/Model/Model')),
  '/flow/deploy': withFlowStrings(() => import('./flow/Deploy/Deploy')),
  '/flow/manager': withFlowStrings(() => import('./flow/Manager/Manager')),
  '/flow/follow': withFlowStrings(() => import('./flow/Follow/Follow')),
  '/work/start': withFlowStrings(() => import('./work/Start')),
  '/work/claim': withFlowStrings(() => import('./work/Claim')),
  '/work/todo': withFlowStrings(() => import('./work/Todo')),
  '/work/send': withFlowStrings(() => import('./work/Send')),
  '/work/done': withFlowStrings(() => import('./work/Done')),
  // The leave process's menu item: the processes of its category to start.
  '/work/process/leave': withFlowStrings(() => import('./work/Start')),
};

/**
 * Declared resources with a menu entry and no page of their own, by menu path (`pnpm gen` lists
 * every definition's; `definitionPages.generated.ts`): each loads its one definition when its page
 * opens. A new plain area appears here without a line written.
 */
export const resourceDefinitions: Record<string, () => Promise<ResourceDef>> = Object.fromEntries(
  Object.entries(definitionPages).filter(([path]) => !(path in ownPages)),
);

/**
 * The console's pages by menu path. The server's menu decides which of them a user may open
 * (`MenuGate`); each loads on demand, failing after the chunk timeout (SPEC §8).
 */
export const pageRegistry: Record<string, () => PageModule> = withChunkTimeouts({
  ...Object.fromEntries(
    Object.entries(resourceDefinitions).map(([path, definition]) => [path, resourcePage(definition)]),
  ),
  ...ownPages,
});

/**
 * Fixed console pages that are not in the server's menu (SPEC §2 console routes): shown to any
 * signed-in user, without the menu gate.
 */
export const fixedPageRegistry: Record<string, () => PageModule> = withChunkTimeouts({
  '/dict-horizontal/index': () => import('./system/Dict/DictHorizontal'),
  '/dict-vertical/index': () => import('./system/Dict/DictVertical'),
});

/** The leave process's pages (SPEC §2 console routes), with their tab labels. */
export const flowFormPages: { path: string; label: string; load: () => PageModule }[] = [
  {
    path: '/work/process/leave/form/:processDefinitionId',
    label: 'flow:leave.formTitle|请假申请',
    load: withFlowStrings(() => import('./work/leave/LeaveForm')),
  },
  {
    path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    label: 'flow:leave.handleTitle|请假审批',
    load: withFlowStrings(() => import('./work/leave/LeaveHandle')),
  },
  {
    path: '/work/process/leave/detail/:processInstanceId/:businessId',
    label: 'flow:leave.detailTitle|请假详情',
    load: withFlowStrings(() => import('./work/leave/LeaveDetail')),
  },
].map((page) => ({ ...page, load: withChunkTimeout(page.load) }));

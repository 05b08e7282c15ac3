// Over 300 lines for a reason: SPEC §7's list of calls quoted whole, one line a call, beside
// BladeX 4.x's and the registry's, so a reader checks it against the spec in one place.
/* Shared by the SPEC coverage test, the mocks test and scripts/api-reference.mjs; not part of the public API. */
import { DEFAULT_BUTTONS, DEFINITIONS, type ResourceDef } from '@blade-console/blade-schema';
import type { BladeClient } from './client';
import type { CrudResource } from './resources/crud';

/**
 * Every call of SPEC.md §7, as "METHOD /path" (paths under /api), each with the SDK method that must hit
 * it. The left column is quoted from the spec's bullet list (expanded where it writes `{usual,api,error}`
 * or "the same set"); the test records what the client actually sends.
 */
export type SpecCall = (client: BladeClient) => Promise<unknown>;
const file = new Blob(['x'], { type: 'text/plain' });

export const SPEC_CALLS: ReadonlyArray<readonly [string, SpecCall]> = [
  // Auth
  ['POST /blade-auth/oauth/token', (c) => c.auth.token({ username: 'admin', password: 'admin' })],
  ['POST /blade-auth/oauth/token', (c) => c.auth.social({ source: 'github', code: 'c', state: 's' })],
  ['POST /blade-auth/oauth/token', (c) => c.auth.authorizationCode({ code: 'c', redirectUri: 'http://r' })],
  ['POST /blade-auth/oauth/token', (c) => c.auth.refreshToken({ refreshToken: 'r' })],
  // "Phone login … also exist": the code texted, then the sms_code grant.
  ['POST /blade-auth/oauth/sms-code', (c) => c.auth.sendSmsCode({ phone: '13800000000' })],
  ['POST /blade-auth/oauth/token', (c) => c.auth.phoneToken({ phone: '13800000000', code: '123456' })],
  ['GET /blade-auth/oauth/captcha', (c) => c.auth.captcha()],
  ['GET /blade-auth/oauth/logout', (c) => c.auth.logout()],
  ['POST /blade-auth/oauth/logout', (c) => c.auth.sendLogs([])],
  ['GET /blade-auth/oauth/user-info', (c) => c.auth.userInfo()],
  ['GET /blade-auth/oauth/clear-cache', (c) => c.auth.clearCache()],
  ['GET /blade-system/menu/buttons', (c) => c.auth.buttons()],
  ['GET /blade-system/tenant/info', (c) => c.auth.tenantInfo('http://localhost')],
  [
    'POST /blade-user/register-guest',
    (c) => c.auth.registerGuest({ tenantId: '000000', name: 'n', account: 'a', password: 'p', oauthId: 'o' }),
  ],
  // Other calls
  ['POST /sendMail', (c) => c.sendMail({ to: 'a@b.c', subject: 's', content: 'c' })],
  ['GET /blade-system/tenant-package/list', (c) => c.system.tenantPackage.list()],
  ['GET /blade-system/tenant-package/detail', (c) => c.system.tenantPackage.detail('1')],
  ['POST /blade-system/tenant-package/remove', (c) => c.system.tenantPackage.remove(['1'])],
  ['POST /blade-system/tenant-package/submit', (c) => c.system.tenantPackage.submit({ packageName: 'p' })],
  ['GET /blade-system/param/list', (c) => c.system.param.list({ current: 1, size: 10 })],
  ['GET /blade-system/param/detail', (c) => c.system.param.detail('1')],
  ['POST /blade-system/param/remove', (c) => c.system.param.remove(['1'])],
  ['POST /blade-system/param/submit', (c) => c.system.param.submit({ paramKey: 'k' })],
  ['GET /blade-system/dept/select', (c) => c.system.dept.select('1')],
  ['GET /blade-system/role/select', (c) => c.system.role.select('1')],
  ['GET /blade-system/role/list', (c) => c.system.role.list()],
  ['GET /blade-system/role/detail', (c) => c.system.role.detail('1')],
  [
    'POST /blade-system/role/grant',
    (c) => c.system.role.grant({ roleIds: ['1'], menuIds: [], dataScopeIds: [], apiScopeIds: [] }),
  ],
  ['POST /blade-system/role/remove', (c) => c.system.role.remove('1')],
  ['POST /blade-system/role/submit', (c) => c.system.role.submit({ roleName: 'r' })],
  ['GET /blade-system/role/tree', (c) => c.system.role.tree('000000')],
  ['GET /blade-system/role/tree-by-id', (c) => c.system.role.treeById('1')],
  ['GET /blade-system/menu/grant-tree', (c) => c.system.menu.grantTree()],
  ['GET /blade-system/menu/role-tree-keys', (c) => c.system.menu.roleTreeKeys(['1', '2'])],
  ['GET /blade-system/topmenu/list', (c) => c.system.topMenu.list()],
  ['GET /blade-system/topmenu/detail', (c) => c.system.topMenu.detail('1')],
  ['POST /blade-system/topmenu/remove', (c) => c.system.topMenu.remove('1')],
  ['POST /blade-system/topmenu/submit', (c) => c.system.topMenu.submit({ name: 't' })],
  ['POST /blade-system/topmenu/grant', (c) => c.system.topMenu.grant({ topMenuIds: ['1'], menuIds: ['2'] })],
  ['GET /blade-system/menu/grant-top-tree', (c) => c.system.menu.grantTopTree()],
  ['GET /blade-system/menu/top-tree-keys', (c) => c.system.menu.topTreeKeys('1')],
  ['GET /blade-system/post/list', (c) => c.system.post.list()],
  ['GET /blade-system/post/select', (c) => c.system.post.select('000000')],
  ['GET /blade-system/post/detail', (c) => c.system.post.detail('1')],
  ['POST /blade-system/post/remove', (c) => c.system.post.remove('1')],
  ['POST /blade-system/post/submit', (c) => c.system.post.submit({ postName: 'p' })],
  ['GET /blade-system/dict/list', (c) => c.system.dict.list()],
  ['GET /blade-system/dict/parent-list', (c) => c.system.dict.parentList()],
  ['GET /blade-system/dict/child-list', (c) => c.system.dict.childList('1')],
  ['POST /blade-system/dict/remove', (c) => c.system.dict.remove('1')],
  ['POST /blade-system/dict/submit', (c) => c.system.dict.submit({ code: 'sex' })],
  ['GET /blade-system/dict/detail', (c) => c.system.dict.detail('1')],
  ['GET /blade-system/dict/tree', (c) => c.system.dict.tree()],
  ['GET /blade-system/dict/dictionary', (c) => c.system.dict.dictionary('flow')],
  ['GET /blade-system/dict-biz/list', (c) => c.system.dictBiz.list()],
  ['GET /blade-system/dict-biz/parent-list', (c) => c.system.dictBiz.parentList()],
  ['GET /blade-system/dict-biz/child-list', (c) => c.system.dictBiz.childList('1')],
  ['POST /blade-system/dict-biz/remove', (c) => c.system.dictBiz.remove('1')],
  ['POST /blade-system/dict-biz/submit', (c) => c.system.dictBiz.submit({ code: 'x' })],
  ['GET /blade-system/dict-biz/detail', (c) => c.system.dictBiz.detail('1')],
  ['GET /blade-system/dict-biz/tree', (c) => c.system.dictBiz.tree()],
  ['GET /blade-system/dict-biz/dictionary', (c) => c.system.dictBiz.dictionary({ code: 'x' })],
  ['GET /blade-system/region/list', (c) => c.system.region.list()],
  ['GET /blade-system/region/lazy-tree', (c) => c.system.region.lazyTree('00')],
  ['GET /blade-system/region/detail', (c) => c.system.region.detail('11')],
  ['POST /blade-system/region/remove', (c) => c.system.region.remove('11')],
  ['POST /blade-system/region/submit', (c) => c.system.region.submit({ code: '11' })],
  // Saber's region toolbar (import, export, debug); not in SPEC §7's list.
  ['GET /blade-system/region/select', (c) => c.system.region.select('00')],
  ['GET /blade-system/region/export-region', (c) => c.system.region.exportRegion({ parentCode: '32' })],
  ['GET /blade-system/region/export-template', (c) => c.system.region.exportTemplate()],
  ['POST /blade-system/region/import-region', (c) => c.system.region.importRegion(file, true, 'r.xlsx')],
  ['GET /blade-system/data-scope/list', (c) => c.system.dataScope.list()],
  ['POST /blade-system/data-scope/remove', (c) => c.system.dataScope.remove('1')],
  ['POST /blade-system/data-scope/submit', (c) => c.system.dataScope.submit({ scopeName: 's' })],
  ['GET /blade-system/data-scope/detail', (c) => c.system.dataScope.detail('1')],
  ['GET /blade-system/api-scope/list', (c) => c.system.apiScope.list()],
  ['POST /blade-system/api-scope/remove', (c) => c.system.apiScope.remove('1')],
  ['POST /blade-system/api-scope/submit', (c) => c.system.apiScope.submit({ scopeName: 's' })],
  ['GET /blade-system/api-scope/detail', (c) => c.system.apiScope.detail('1')],
  ['GET /blade-system/menu/list', (c) => c.system.menu.list()],
  ['GET /blade-system/menu/lazy-list', (c) => c.system.menu.lazyList('0')],
  ['GET /blade-system/menu/lazy-menu-list', (c) => c.system.menu.lazyMenuList('0')],
  ['GET /blade-system/menu/menu-list', (c) => c.system.menu.menuList()],
  ['GET /blade-system/menu/tree', (c) => c.system.menu.tree('000000')],
  ['POST /blade-system/menu/remove', (c) => c.system.menu.remove('1')],
  ['POST /blade-system/menu/submit', (c) => c.system.menu.submit({ name: 'm' })],
  ['GET /blade-system/menu/detail', (c) => c.system.menu.detail('1')],
  ['GET /blade-system/menu/top-menu', (c) => c.system.menu.topMenu()],
  ['GET /blade-system/menu/routes', (c) => c.system.menu.routes('1')],
  ['GET /blade-system/menu/buttons', (c) => c.system.menu.buttons()],
  ['GET /blade-system/dept/list', (c) => c.system.dept.list()],
  ['GET /blade-system/dept/lazy-list', (c) => c.system.dept.lazyList('0')],
  ['GET /blade-system/dept/detail', (c) => c.system.dept.detail('1')],
  ['GET /blade-system/dept/tree', (c) => c.system.dept.tree('000000')],
  ['GET /blade-system/dept/lazy-tree', (c) => c.system.dept.lazyTree('0')],
  ['POST /blade-system/dept/remove', (c) => c.system.dept.remove('1')],
  ['POST /blade-system/dept/submit', (c) => c.system.dept.submit({ deptName: 'd' })],
  ['GET /blade-system/tenant/list', (c) => c.system.tenant.list()],
  ['GET /blade-system/tenant/detail', (c) => c.system.tenant.detail('1')],
  ['POST /blade-system/tenant/remove', (c) => c.system.tenant.remove('1')],
  ['POST /blade-system/tenant/submit', (c) => c.system.tenant.submit({ tenantName: 't' })],
  ['POST /blade-system/tenant/setting', (c) => c.system.tenant.setting(['1'], { accountNumber: 10 })],
  ['POST /blade-system/tenant/datasource', (c) => c.system.tenant.datasource('000000', '1')],
  ['GET /blade-system/tenant/info', (c) => c.system.tenant.info('http://localhost')],
  ['GET /blade-system/tenant/package-detail', (c) => c.system.tenant.packageDetail('000000')],
  ['POST /blade-system/tenant/package-setting', (c) => c.system.tenant.packageSetting('000000', '1')],
  ['GET /blade-system/client/list', (c) => c.system.client.list()],
  ['GET /blade-system/client/detail', (c) => c.system.client.detail('1')],
  ['POST /blade-system/client/remove', (c) => c.system.client.remove('1')],
  ['POST /blade-system/client/submit', (c) => c.system.client.submit({ clientId: 'c' })],
  ['GET /blade-user/page', (c) => c.user.list({ current: 1, size: 10, deptId: '1' })],
  ['POST /blade-user/remove', (c) => c.user.remove('1')],
  ['POST /blade-user/submit', (c) => c.user.submit({ account: 'a' })],
  ['POST /blade-user/update', (c) => c.user.update({ id: '1' })],
  [
    'POST /blade-user/update-platform',
    (c) => c.user.updatePlatform({ userId: '1', userType: 1, userExt: '{}' }),
  ],
  ['GET /blade-user/detail', (c) => c.user.detail('1')],
  ['GET /blade-user/platform-detail', (c) => c.user.platformDetail('1')],
  ['GET /blade-user/info', (c) => c.user.info()],
  ['POST /blade-user/reset-password', (c) => c.user.resetPassword(['1', '2'])],
  [
    'POST /blade-user/update-password',
    (c) => c.user.updatePassword({ oldPassword: 'a', newPassword: 'b', newPassword1: 'b' }),
  ],
  ['POST /blade-user/update-info', (c) => c.user.updateInfo({ realName: 'r' })],
  ['POST /blade-user/grant', (c) => c.user.grant({ userIds: ['1'], roleIds: ['2'] })],
  ['POST /blade-user/unlock', (c) => c.user.unlock('1')],
  // SPEC §6: registrations wait for an administrator's approval.
  ['POST /blade-user/audit-pass', (c) => c.user.auditPass('1')],
  ['POST /blade-user/audit-refuse', (c) => c.user.auditRefuse('1')],
  ['GET /blade-resource/sms/list', (c) => c.resource.sms.list()],
  ['GET /blade-resource/sms/detail', (c) => c.resource.sms.detail('1')],
  ['POST /blade-resource/sms/remove', (c) => c.resource.sms.remove('1')],
  ['POST /blade-resource/sms/submit', (c) => c.resource.sms.submit({ signName: 's' })],
  ['POST /blade-resource/sms/enable', (c) => c.resource.sms.enable('1')],
  [
    'POST /blade-resource/sms/endpoint/send-message',
    (c) => c.resource.sms.sendMessage({ code: 'c', phones: '1', params: '{}' }),
  ],
  ['GET /blade-resource/oss/list', (c) => c.resource.oss.list()],
  ['GET /blade-resource/oss/detail', (c) => c.resource.oss.detail('1')],
  ['POST /blade-resource/oss/remove', (c) => c.resource.oss.remove('1')],
  ['POST /blade-resource/oss/submit', (c) => c.resource.oss.submit({ endpoint: 'e' })],
  ['POST /blade-resource/oss/enable', (c) => c.resource.oss.enable('1')],
  // Issue 26: the connection test of a storage configuration; not in SPEC §7's list.
  ['POST /blade-resource/oss/test-connection', (c) => c.resource.oss.testConnection({ id: '1' })],
  ['GET /blade-resource/attach/list', (c) => c.resource.attach.list()],
  ['GET /blade-resource/attach/detail', (c) => c.resource.attach.detail('1')],
  ['POST /blade-resource/attach/remove', (c) => c.resource.attach.remove('1')],
  ['POST /blade-resource/attach/submit', (c) => c.resource.attach.submit({ name: 'n' })],
  ['POST /blade-resource/oss/endpoint/put-file', (c) => c.resource.oss.putFile(file, 'a.txt')],
  ['GET /blade-website/carousel/list', (c) => c.website.carousel.list()],
  ['GET /blade-website/carousel/detail', (c) => c.website.carousel.detail('1')],
  ['POST /blade-website/carousel/remove', (c) => c.website.carousel.remove('1')],
  ['POST /blade-website/carousel/submit', (c) => c.website.carousel.submit({ title: 't' })],
  ['GET /blade-news/news/list', (c) => c.news.list()],
  ['GET /blade-news/news/detail', (c) => c.news.detail('1')],
  ['POST /blade-news/news/remove', (c) => c.news.remove('1')],
  ['POST /blade-news/news/addNews', (c) => c.news.addNews({ title: 't' })],
  ['POST /blade-news/news/syncWeixinPublic', (c) => c.news.syncWeixinPublic('1')],
  ['GET /blade-contact/contactResource/list', (c) => c.contact.contactResource.list()],
  ['GET /blade-contact/contactResource/detail', (c) => c.contact.contactResource.detail('1')],
  ['POST /blade-contact/contactResource/remove', (c) => c.contact.contactResource.remove('1')],
  ['POST /blade-contact/contactResource/submit', (c) => c.contact.contactResource.submit({ name: 'n' })],
  ['GET /blade-cooperation/cooperationmessage/list', (c) => c.cooperation.cooperationMessage.list()],
  ['GET /blade-cooperation/cooperationmessage/detail', (c) => c.cooperation.cooperationMessage.detail('1')],
  ['POST /blade-cooperation/cooperationmessage/remove', (c) => c.cooperation.cooperationMessage.remove('1')],
  [
    'POST /blade-cooperation/cooperationmessage/addMessage',
    (c) => c.cooperation.cooperationMessage.addMessage({ content: 'hi' }),
  ],
  // Issue #10: the inbox's note and read/unread marks; not in SPEC §7's list.
  [
    'POST /blade-cooperation/cooperationmessage/submit',
    (c) => c.cooperation.cooperationMessage.submit({ id: '1', reply: 'r' }),
  ],
  [
    'POST /blade-cooperation/cooperationmessage/read',
    (c) => c.cooperation.cooperationMessage.markRead('1', true),
  ],
  ['GET /blade-company/developPath/list', (c) => c.company.developPath.list()],
  ['GET /blade-company/developPath/detail', (c) => c.company.developPath.detail('1')],
  ['POST /blade-company/developPath/remove', (c) => c.company.developPath.remove('1')],
  ['POST /blade-company/developPath/submit', (c) => c.company.developPath.submit({ title: 't' })],
  ['GET /blade-company/employeeActivity/list', (c) => c.company.employeeActivity.list()],
  ['GET /blade-company/employeeActivity/detail', (c) => c.company.employeeActivity.detail('1')],
  ['POST /blade-company/employeeActivity/remove', (c) => c.company.employeeActivity.remove('1')],
  ['POST /blade-company/employeeActivity/submit', (c) => c.company.employeeActivity.submit({ title: 't' })],
  ['GET /blade-product/productService/list', (c) => c.product.productService.list()],
  ['GET /blade-product/productService/detail', (c) => c.product.productService.detail('1')],
  ['POST /blade-product/productService/remove', (c) => c.product.productService.remove('1')],
  ['POST /blade-product/productService/submit', (c) => c.product.productService.submit({ name: 'n' })],
  ['GET /blade-order/order/list', (c) => c.order.list()],
  ['GET /blade-order/order/detail', (c) => c.order.detail('1')],
  ['POST /blade-order/order/remove', (c) => c.order.remove(['1', '2'])],
  ['POST /blade-order/order/makeOrder', (c) => c.order.makeOrder({ goodsName: 'g' })],
  // Issue 16: the dashboard's orders per day (not in SPEC §7's list).
  ['GET /blade-order/order/daily', (c) => c.order.daily(7)],
  ['POST /blade-order/order/submit', (c) => c.order.submit({ goodsName: 'g' })],
  ['GET /blade-report/report/rest/list', (c) => c.report.list()],
  // Issue #10: a report a person can open (detail, edit, its figures); not in SPEC §7's list.
  ['GET /blade-report/report/rest/detail', (c) => c.report.detail('1')],
  ['POST /blade-report/report/rest/submit', (c) => c.report.submit({ name: 'r' })],
  ['GET /blade-report/report/rest/data', (c) => c.report.data('1')],
  ['POST /blade-report/report/rest/remove', (c) => c.report.remove('1')],
  ['GET /blade-develop/datasource/list', (c) => c.develop.datasource.list()],
  ['GET /blade-develop/datasource/detail', (c) => c.develop.datasource.detail('1')],
  ['POST /blade-develop/datasource/remove', (c) => c.develop.datasource.remove('1')],
  ['POST /blade-develop/datasource/submit', (c) => c.develop.datasource.submit({ name: 'n' })],
  // blade-api.md §6.4: the data source picker; not in SPEC §7's list.
  ['GET /blade-develop/datasource/select', (c) => c.develop.datasource.select()],
  ['GET /blade-desk/notice/list', (c) => c.desk.notice.list()],
  ['POST /blade-desk/notice/remove', (c) => c.desk.notice.remove('1')],
  ['POST /blade-desk/notice/submit', (c) => c.desk.notice.submit({ title: 't' })],
  ['GET /blade-desk/notice/detail', (c) => c.desk.notice.detail('1')],
  ['GET /blade-desk/notice/unread-list', (c) => c.desk.notice.unreadList()],
  ['POST /blade-desk/notice/read', (c) => c.desk.notice.read('1')],
  ['POST /blade-desk/notice/read-all', (c) => c.desk.notice.readAll()],
  ['GET /blade-log/usual/list', (c) => c.log.usual.list()],
  ['GET /blade-log/api/list', (c) => c.log.api.list()],
  ['GET /blade-log/error/list', (c) => c.log.error.list()],
  ['GET /blade-log/usual/detail', (c) => c.log.usual.detail('1')],
  ['GET /blade-log/api/detail', (c) => c.log.api.detail('1')],
  ['GET /blade-log/error/detail', (c) => c.log.error.detail('1')],
  ['GET /blade-flow/model/list', (c) => c.flow.model.list()],
  ['GET /blade-flow/manager/list', (c) => c.flow.manager.list()],
  ['GET /blade-flow/follow/list', (c) => c.flow.follow.list()],
  ['POST /blade-flow/model/remove', (c) => c.flow.model.remove('1')],
  ['POST /blade-flow/model/deploy', (c) => c.flow.model.deploy({ modelId: '1', category: 'flow_1' })],
  ['POST /blade-flow/model/submit', (c) => c.flow.model.submit({ name: 'm' })],
  ['GET /blade-flow/model/detail', (c) => c.flow.model.detail('1')],
  [
    'POST /blade-flow/manager/change-state',
    (c) => c.flow.manager.changeState({ processId: 'p', state: 'active' }),
  ],
  [
    'POST /blade-flow/manager/deploy-upload',
    (c) => c.flow.manager.deployUpload({ category: 'flow_1', tenantIds: '000000', files: [file] }),
  ],
  ['POST /blade-flow/manager/delete-deployment', (c) => c.flow.manager.deleteDeployment(['d1'])],
  [
    'POST /blade-flow/follow/delete-process-instance',
    (c) => c.flow.follow.deleteProcessInstance({ processInstanceId: 'p', deleteReason: 'r' }),
  ],
  ['GET /blade-flow/process/model-view', (c) => c.flow.process.modelView({ processInstanceId: 'p' })],
  ['GET /blade-flow/process/history-flow-list', (c) => c.flow.process.historyFlowList('p')],
  ['GET /blade-flow/work/start-list', (c) => c.flow.work.startList()],
  ['GET /blade-flow/work/claim-list', (c) => c.flow.work.claimList()],
  ['GET /blade-flow/work/todo-list', (c) => c.flow.work.todoList()],
  ['GET /blade-flow/work/send-list', (c) => c.flow.work.sendList()],
  ['GET /blade-flow/work/done-list', (c) => c.flow.work.doneList()],
  ['POST /blade-flow/work/claim-task', (c) => c.flow.work.claimTask('t')],
  [
    'POST /blade-flow/work/complete-task',
    (c) => c.flow.work.completeTask({ taskId: 't', processInstanceId: 'p', flag: 'ok' }),
  ],
  ['POST /blade-desk/process/leave/start-process', (c) => c.desk.leave.startProcess({ reason: 'r' })],
  ['GET /blade-desk/process/leave/detail', (c) => c.desk.leave.detail('b')],
  ['GET /blade-develop/model/list', (c) => c.develop.model.list()],
  ['GET /blade-develop/model/detail', (c) => c.develop.model.detail('1')],
  ['POST /blade-develop/model/remove', (c) => c.develop.model.remove('1')],
  ['POST /blade-develop/model/submit', (c) => c.develop.model.submit({ modelName: 'm' })],
  ['GET /blade-develop/model/table-list', (c) => c.develop.model.tableList('1')],
  [
    'GET /blade-develop/model/table-info',
    (c) => c.develop.model.tableInfo({ tableName: 't', datasourceId: '1' }),
  ],
  ['GET /blade-develop/model/model-prototype', (c) => c.develop.model.modelPrototype('1')],
  ['POST /blade-develop/model-prototype/submit-list', (c) => c.develop.modelPrototype.submitList([])],
  ['GET /blade-develop/model-prototype/select', (c) => c.develop.modelPrototype.select('1')],
  ['GET /blade-develop/code/list', (c) => c.develop.code.list()],
  ['POST /blade-develop/code/remove', (c) => c.develop.code.remove('1')],
  ['POST /blade-develop/code/submit', (c) => c.develop.code.submit({ codeName: 'c' })],
  ['GET /blade-develop/code/detail', (c) => c.develop.code.detail('1')],
  ['POST /blade-develop/code/copy', (c) => c.develop.code.copy('1')],
  ['POST /blade-develop/code/gen-code', (c) => c.develop.code.genCode(['1', '2'])],
  ['POST /blade-develop/code/gen-code', (c) => c.develop.code.genCodeFiles('1')],
  ['POST /blade-develop/code/gen-code', (c) => c.develop.code.genCodeZip('1')],
  ['GET /blade-user/export-user', (c) => c.download('/blade-user/export-user')],
  // A signed link (issue 17 point 3) for a browser to open a download itself.
  [
    'POST /blade-auth/download-link',
    (c) => c.downloadLink('/blade-system/region/export-region', { name: '南京' }),
  ],
  // Record history (issue 42, beyond SPEC §7's list): the changes of one record, and a restore.
  [
    'GET /blade-system/record-history/list',
    (c) => c.system.recordHistory.list({ resource: 'param', recordId: '1', current: 1, size: 10 }),
  ],
  [
    'POST /blade-system/record-history/restore',
    (c) => c.system.recordHistory.restore({ id: '1', updateTime: '' }),
  ],
  // The public website's reads (issue 13, beyond SPEC §7's list): what the site's pages show.
  ['GET /blade-website/public/home', (c) => c.site.home('zh')],
  ['GET /blade-website/public/news', (c) => c.site.news({ lang: 'zh', current: 1, size: 9 })],
  ['GET /blade-website/public/news/detail', (c) => c.site.newsDetail('1')],
  ['GET /blade-website/public/services', (c) => c.site.services('zh')],
  ['GET /blade-website/public/about', (c) => c.site.about('zh')],
  ['GET /blade-website/public/regions', (c) => c.site.regions()],
];

const xlsx = new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const USERS_4X = '/blade-system/user';

/** The user service as Saber 4.x calls it: method, path, whether the parameters go as query or JSON. */
const USER_CALLS_4X: ReadonlyArray<readonly ['GET' | 'POST', string, 'query' | 'json', object]> = [
  ['GET', 'list', 'query', { current: 1, size: 10, account: 'a' }],
  ['GET', 'page', 'query', { current: 1, size: 10, deptId: '1' }],
  ['GET', 'detail', 'query', { id: '1' }],
  ['GET', 'info', 'query', {}],
  ['POST', 'submit', 'json', { account: 'a' }],
  ['POST', 'update', 'json', { id: '1' }],
  ['POST', 'remove', 'query', { ids: '1' }],
  ['POST', 'grant', 'query', { userIds: '1', roleIds: '2' }],
  ['POST', 'reset-password', 'query', { userIds: '1' }],
  ['POST', 'unlock', 'query', { userIds: '1' }],
  ['POST', 'update-info', 'json', { realName: 'r' }],
  ['POST', 'update-password', 'query', { oldPassword: 'a', newPassword: 'b', newPassword1: 'b' }],
  [
    'POST',
    'register-guest',
    'query',
    { tenantId: '000000', name: 'n', account: 'a', password: 'p', oauthId: 'o' },
  ],
];

function userCall4x(
  method: 'GET' | 'POST',
  path: string,
  sends: 'query' | 'json',
  params: object,
): readonly [string, SpecCall] {
  const url = `${USERS_4X}/${path}`;
  const call: SpecCall =
    method === 'GET'
      ? (c) => c.http.get(url, params)
      : sends === 'json'
        ? (c) => c.http.post(url, params)
        : (c) => c.http.postQuery(url, params);
  return [`${method} ${url}`, call];
}

/**
 * BladeX 4.x's calls (blade-api.md §4, §6.1), made by a client created with `dialect: '4x'`: its
 * sign-in wire (each grant, the public key it encrypts with, the captcha, the logout), and the user
 * service under `/blade-system/user/*` as a Saber 4.x front end calls it. The SDK's own user calls
 * stay on SPEC's `/blade-user/*` in both dialects, so those go through the client's http core.
 */
export const BLADEX4_CALLS: ReadonlyArray<readonly [string, SpecCall]> = [
  ['POST /blade-auth/token', (c) => c.auth.token({ username: 'admin', password: 'admin' })],
  [
    'POST /blade-auth/token',
    (c) =>
      c.auth.token({
        grantType: 'captcha',
        username: 'admin',
        password: 'admin',
        captchaKey: 'k',
        captchaCode: 'c',
      }),
  ],
  ['POST /blade-auth/token', (c) => c.auth.refreshToken({ refreshToken: 'r' })],
  ['POST /blade-auth/token', (c) => c.auth.social({ source: 'github', code: 'c', state: 's' })],
  // Read by every sign-in without a public key set at build time.
  ['GET /blade-auth/public-key', (c) => c.auth.token({ username: 'admin', password: 'admin' })],
  ['GET /blade-auth/captcha', (c) => c.auth.captcha()],
  ['POST /blade-auth/logout', (c) => c.auth.logout()],
  ...USER_CALLS_4X.map(([method, path, sends, params]) => userCall4x(method, path, sends, params)),
  [
    `POST ${USERS_4X}/import-user`,
    (c) => {
      const form = new FormData();
      form.append('file', xlsx, 'users.xlsx');
      return c.http.post(`${USERS_4X}/import-user`, form, { params: { isCovered: 0 } });
    },
  ],
  [`GET ${USERS_4X}/export-user`, (c) => c.download(`${USERS_4X}/export-user`)],
  [`GET ${USERS_4X}/export-template`, (c) => c.download(`${USERS_4X}/export-template`)],
];

/**
 * The four calls of every plain area (a definition without `ownService`) through
 * `client.resources.<name>`: `list`, `detail` and, as its buttons allow, `submit` and `remove` — so
 * the contract test walks an area, and the API reference lists its calls, the moment `pnpm gen`
 * registers it. (SPEC's list above names some of the same routes through their named namespaces.)
 */
export function definitionCalls(
  definitions: Readonly<Record<string, ResourceDef>>,
): Array<readonly [string, SpecCall]> {
  return Object.entries(definitions).flatMap(([name, definition]) => {
    if (definition.ownService) return [];
    const api = (c: BladeClient) => (c.resources as unknown as Record<string, CrudResource<unknown>>)[name]!;
    const buttons = definition.buttons ?? DEFAULT_BUTTONS;
    const calls: Array<readonly [string, SpecCall]> = [
      [`GET ${definition.path}/list`, (c) => api(c).list()],
      [`GET ${definition.path}/detail`, (c) => api(c).detail('1')],
    ];
    if (buttons.includes('add') || buttons.includes('edit'))
      calls.push([`POST ${definition.path}/submit`, (c) => api(c).submit({})]);
    if (buttons.includes('delete')) calls.push([`POST ${definition.path}/remove`, (c) => api(c).remove('1')]);
    return calls;
  });
}

/** {@link definitionCalls} of the registry. */
export const DEFINITION_CALLS = definitionCalls(DEFINITIONS);

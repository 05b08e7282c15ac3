import { noticeResource } from '@blade-console/blade-schema';
import { pageQuerySchema } from '../../crud/paging';
import { modelFor } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { bladeNotice } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { pageResponse, type ServicePlugin } from '../../http/schemas';
import { registerNoticeReadRoutes } from './notice-read';

/** Notices of the caller's tenant (blade-api.md §6.2); the tenant column is not sent. */
export const noticeModel = modelFor(noticeResource, bladeNotice, { hidden: ['tenantId'] });

/** What a notice list shows (Blade's Summary view); `detail` has every column. */
const SUMMARY_FIELDS = ['id', 'title', 'category', 'categoryName', 'releaseTime', 'content'] as const;

/** `/api/blade-desk/notice`: any signed-in user, within their tenant. */
export const noticeRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, noticeModel, {
    tag: 'notice',
    access: 'token',
    routes: ['detail', 'submit', 'remove'],
  });
  registerNoticeReadRoutes(app, ctx.db, noticeModel);

  app.get(
    '/list',
    {
      schema: {
        tags: ['notice'],
        summary: '通知公告分页',
        querystring: pageQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const page = await noticeModel.list(ctx.db, currentUser(request), request.query);
      const records = page.records.map((row) => Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, row[f]])));
      return ok({ ...page, records });
    },
  );
};

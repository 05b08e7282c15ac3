import { dateTime, integer, requiredText, text } from '../../crud/fields';
import { CrudModel } from '../../crud/model';
import { pageQuerySchema } from '../../crud/paging';
import { registerCrudRoutes } from '../../crud/routes';
import { bladeNotice } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { pageResponse, type ServicePlugin } from '../../http/schemas';
import { addDictNames } from '../system/dict/lookup';

/** Notices of the caller's tenant (blade-api.md §6.2); `category` is the `notice` dictionary. */
export const noticeModel = new CrudModel({
  table: bladeNotice,
  label: '通知公告',
  fields: {
    title: requiredText(255),
    category: integer(1, 99),
    releaseTime: dateTime(),
    content: text(65_535),
  },
  required: ['title', 'category'],
  filters: ['title', 'category', 'releaseTime', 'createTime'],
  orderBy: [{ field: 'releaseTime', desc: true }],
  hidden: ['tenantId'],
  decorate: (rows, db) => addDictNames(db, rows, 'category', 'notice'),
});

/** What a notice list shows (Blade's Summary view); `detail` has every column. */
const SUMMARY_FIELDS = ['id', 'title', 'category', 'categoryName', 'releaseTime', 'content'] as const;

/** `/api/blade-desk/notice`: any signed-in user, within their tenant. */
export const noticeRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, noticeModel, {
    tag: 'notice',
    access: 'token',
    routes: ['detail', 'submit', 'remove'],
  });

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

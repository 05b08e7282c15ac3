import { reportResource } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import { idQuerySchema } from '../../crud/fields';
import { modelFor } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { bladeReport } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { notFound, ok } from '../../http/envelope';
import { okResponse, type ServicePlugin } from '../../http/schemas';
import { msg } from '../../i18n';
import { reportData } from './report-data';

/** Saved reports of the caller's tenant (报表管理). */
export const reportModel = modelFor(reportResource, bladeReport, { checkDictionaries: true });

const point = Type.Object({ key: Type.String(), label: Type.String(), value: Type.Number() });
const reportDataSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  dataset: Type.String(),
  chartType: Type.String(),
  rangeDays: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  points: Type.Array(point),
});

/**
 * `/api/blade-report/report/rest` (administrators): list, detail, submit and remove of saved
 * reports, and `data?id=`, a report opened: its figures from the tenant's live data.
 */
export const reportRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, reportModel, { tag: 'report' });

  app.get(
    '/data',
    {
      schema: {
        tags: ['report'],
        summary: '报表数据（按报表的数据集与统计天数从实时数据计算）',
        querystring: idQuerySchema,
        response: okResponse(reportDataSchema),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const report = await reportModel.find(ctx.db, user, BigInt(request.query.id));
      if (!report) throw notFound(msg('crud.notFound', { label: reportModel.label }));
      return ok(await reportData(ctx.db, user, report));
    },
  );
};

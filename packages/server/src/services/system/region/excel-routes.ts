import type { RegionImportResult } from '@blade-console/blade-client/types';
import { asc } from 'drizzle-orm';
import { filterQuerySchema } from '../../../crud/paging';
import { nextVersion, userIdOf } from '../../../crud/versions';
import { bladeRegion } from '../../../db/schema';
import { importQuerySchema, readImportUpload, registerImportUpload } from '../../../excel/upload';
import { fileStamp, importErrorMessage, sendXlsx } from '../../../excel/workbook';
import { currentUser, requireAdminOr, requireSuperAdmin } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import { anyResponse, type FastifyTypeBox, type ServicePlugin } from '../../../http/schemas';
import { hasGrantedCode } from '../menu/queries';
import { readRegionSheet, regionWorkbook, templateWorkbook } from './excel';
import { applyImport, findRegions, type ImportPlan, planImport } from './import';
import { listFilters } from './queries';

/** The button permission that lets a non-administrator export regions. */
export const EXPORT_PERMISSION = 'region_export';

/**
 * Saber's region toolbar buttons as real .xlsx files: 导出 (`export-region`, the regions the list's
 * filters select), the import template (`export-template`) and 导入 (`import-region`, platform
 * administrators only, every row or none).
 */
export const regionExcelRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['region'];

  // Saber's 导出 button: the regions the list filters select, as an .xlsx an import takes back.
  app.get(
    '/export-region',
    {
      preHandler: requireAdminOr((user) => hasGrantedCode(db, user.role_id, EXPORT_PERMISSION)),
      config: { signedLink: true },
      schema: {
        tags,
        summary: 'Regions as an .xlsx (the list filters apply)',
        querystring: filterQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(bladeRegion)
        .where(listFilters(request.query))
        .orderBy(asc(bladeRegion.code));
      const stamp = fileStamp();
      return sendXlsx(reply, await regionWorkbook(rows), `行政区划数据${stamp}.xlsx`, `region-${stamp}.xlsx`);
    },
  );

  // The import template: the header row only. Nothing in it is private, so any signed-in user.
  app.get(
    '/export-template',
    {
      config: { signedLink: true },
      schema: { tags, summary: 'The empty .xlsx template of region/import-region' },
    },
    async (_request, reply) =>
      sendXlsx(reply, await templateWorkbook(), '行政区划导入模板.xlsx', 'region-template.xlsx'),
  );

  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preHandler', requireSuperAdmin);
    await registerImportUpload(admin, ctx.config.uploadMaxBytes);

    // Saber's 导入 button: multipart `file` (.xlsx) and `isCovered` (1 overwrites existing codes,
    // 0 skips them; also accepted in the query, where Saber puts it). All rows or none.
    admin.post(
      '/import-region',
      {
        schema: {
          tags,
          summary: 'Import regions from an .xlsx (multipart `file`, `isCovered` 0/1)',
          querystring: importQuerySchema,
          response: anyResponse,
        },
      },
      async (request) => {
        const upload = await readImportUpload(request, request.query.isCovered, ctx.config.uploadMaxBytes);
        const rows = await readRegionSheet(upload.content);
        const result = await db.transaction(async (tx) => {
          const existing = await findRegions(
            tx,
            rows.flatMap((r) => [r.code, r.parentCode]).filter((c) => /^\d{1,12}$/.test(c)),
          );
          const plan: ImportPlan = planImport(rows, existing, upload.isCovered);
          if (plan.errors.length > 0) throw badRequest(importErrorMessage(plan.errors));
          const stamp = {
            updateUser: userIdOf(currentUser(request)),
            updateTime: nextVersion([...existing.values()].map((row) => row.updateTime)),
          };
          return applyImport(tx, plan, stamp);
        });
        return ok<RegionImportResult>(result);
      },
    );
  });
};

import type { RegionImportResult } from '@blade-console/blade-client/types';
import { asc } from 'drizzle-orm';
import { nextVersion, userIdOf } from '../../../crud/versions';
import { bladeRegion } from '../../../db/schema';
import { registerExportRoute, registerImportRoute, registerTemplateRoute } from '../../../excel/routes';
import { importErrorMessage } from '../../../excel/workbook';
import { requireAdminOr, requireSuperAdmin } from '../../../http/auth-hook';
import { badRequest } from '../../../http/envelope';
import type { FastifyTypeBox, ServicePlugin } from '../../../http/schemas';
import { localized, msg } from '../../../i18n';
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
  registerExportRoute(app, tags, {
    path: '/export-region',
    summary: '导出行政区划',
    description: 'Regions as an .xlsx (the list filters apply)',
    guard: requireAdminOr((user) => hasGrantedCode(db, user.role_id, EXPORT_PERMISSION)),
    rows: (query) => db.select().from(bladeRegion).where(listFilters(query)).orderBy(asc(bladeRegion.code)),
    workbook: regionWorkbook,
    fileName: localized(msg('system.regionExportName')),
    asciiName: 'region',
  });

  registerTemplateRoute(app, tags, 'region', {
    summary: '行政区划导入模板',
    workbook: templateWorkbook,
    fileName: localized(msg('system.regionTemplateName')),
  });

  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preValidation', requireSuperAdmin);

    // Saber's 导入 button: `isCovered` 1 overwrites existing codes, 0 skips them. All rows or none.
    await registerImportRoute(admin, db, tags, {
      path: '/import-region',
      summary: '导入行政区划',
      description: 'Import regions from an .xlsx (multipart `file`, `isCovered` 0/1)',
      maxBytes: ctx.config.uploadMaxBytes,
      read: readRegionSheet,
      apply: async (tx, rows, isCovered, user): Promise<RegionImportResult> => {
        const existing = await findRegions(
          tx,
          rows.flatMap((r) => [r.code, r.parentCode]).filter((c) => /^\d{1,12}$/.test(c)),
        );
        const plan: ImportPlan = planImport(rows, existing, isCovered);
        if (plan.errors.length > 0) throw badRequest(importErrorMessage(plan.errors));
        const stamp = {
          updateUser: userIdOf(user),
          updateTime: nextVersion([...existing.values()].map((row) => row.updateTime)),
        };
        return applyImport(tx, plan, stamp);
      },
    });
  });
};

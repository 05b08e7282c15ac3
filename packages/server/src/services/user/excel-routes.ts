import type { UserImportRefused, UserImportResult } from '@blade-console/blade-client/types';
import { parseId } from '../../db/ids';
import { registerExportRoute, registerImportRoute, registerTemplateRoute } from '../../excel/routes';
import { importErrorMessage } from '../../excel/workbook';
import { requireAdmin } from '../../http/auth-hook';
import { HttpError } from '../../http/envelope';
import type { FastifyTypeBox, ServicePlugin } from '../../http/schemas';
import { localized, msg } from '../../i18n';
import { readUserSheet, userTemplateWorkbook, userWorkbook } from './excel';
import { applyUserImport, planUserImport, refusalLines, refusedIn } from './import';
import { inDeptTree } from './managed-users';
import { userModel } from './model';

/**
 * Saber's user toolbar buttons: 导出 (`export-user`, the users the page's filters select), the import
 * template (`export-template`) and 导入 (`import-user`, every row or none), as real .xlsx files.
 */
export const userExcelRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['user'];

  registerTemplateRoute(app, tags, 'user', {
    summary: '用户导入模板',
    workbook: userTemplateWorkbook,
    fileName: localized(msg('user.templateName')),
  });

  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preValidation', requireAdmin);

    // The page's filters (map filters, `deptId` with the departments below it).
    registerExportRoute(admin, tags, {
      path: '/export-user',
      summary: '导出用户',
      description: 'Users as an .xlsx (the page filters apply)',
      rows: async ({ deptId, ...filters }, user) => {
        const dept = parseId(deptId);
        const extra = dept === undefined ? undefined : await inDeptTree(db, user.tenant_id, dept);
        return userModel.present(db, user, await userModel.all(db, user, filters, extra));
      },
      workbook: userWorkbook,
      fileName: localized(msg('user.exportName')),
      asciiName: 'user',
    });

    // `isCovered` 1 updates users whose account exists, 0 refuses their rows; into the caller's
    // tenant. A refused import answers 400 with every refused row (`data.refused`).
    await registerImportRoute(admin, db, tags, {
      path: '/import-user',
      summary: '导入用户',
      description: 'Import users from an .xlsx (multipart `file`, `isCovered` 0/1)',
      maxBytes: ctx.config.uploadMaxBytes,
      read: readUserSheet,
      apply: async (tx, rows, isCovered, user, language): Promise<UserImportResult> => {
        const plan = await planUserImport(tx, user, rows, isCovered);
        if (plan.problems.length > 0) {
          const refused: UserImportRefused = { refused: refusedIn(plan.problems, language) };
          throw new HttpError(400, importErrorMessage(refusalLines(plan.problems)), refused);
        }
        return applyUserImport(tx, user, plan);
      },
    });
  });
};

import type { UserImportRefused, UserImportResult } from '@blade-console/blade-client/types';
import { filterQuerySchema } from '../../crud/paging';
import { parseId } from '../../db/ids';
import { importQuerySchema, readImportUpload, registerImportUpload } from '../../excel/upload';
import { fileStamp, importErrorMessage, sendXlsx } from '../../excel/workbook';
import { currentUser, requireAdmin } from '../../http/auth-hook';
import { HttpError, ok } from '../../http/envelope';
import { anyResponse, type FastifyTypeBox, type ServicePlugin } from '../../http/schemas';
import { readUserSheet, userTemplateWorkbook, userWorkbook } from './excel';
import { applyUserImport, planUserImport, refusalLines } from './import';
import { inDeptTree } from './managed-users';
import { userModel } from './model';

/**
 * Saber's user toolbar buttons: 导出 (`export-user`, the users the page's filters select), the import
 * template (`export-template`) and 导入 (`import-user`, every row or none), as real .xlsx files.
 */
export const userExcelRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['user'];

  // The template holds no data, so any signed-in user (blade-api.md §6.1: T).
  app.get(
    '/export-template',
    {
      config: { signedLink: true },
      schema: { tags, summary: 'The empty .xlsx template of user/import-user' },
    },
    async (_request, reply) =>
      sendXlsx(reply, await userTemplateWorkbook(), '用户数据模板.xlsx', 'user-template.xlsx'),
  );

  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preHandler', requireAdmin);
    await registerImportUpload(admin, ctx.config.uploadMaxBytes);

    // The page's filters (map filters, `deptId` with the departments below it). A browser download
    // sends no header: it opens a signed link (http/download-links.ts).
    admin.get(
      '/export-user',
      {
        config: { signedLink: true },
        schema: {
          tags,
          summary: 'Users as an .xlsx (the page filters apply)',
          querystring: filterQuerySchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { deptId, ...filters } = request.query;
        const dept = parseId(deptId);
        const extra = dept === undefined ? undefined : await inDeptTree(db, user.tenant_id, dept);
        const rows = await userModel.present(db, user, await userModel.all(db, user, filters, extra));
        const stamp = fileStamp();
        return sendXlsx(reply, await userWorkbook(rows), `用户数据${stamp}.xlsx`, `user-${stamp}.xlsx`);
      },
    );

    // Multipart `file` (.xlsx) and `isCovered` (1 updates users whose account exists, 0 refuses
    // their rows), into the caller's tenant. All rows or none: a refused import answers 400 with
    // every refused row (`data.refused`) and writes nothing.
    admin.post(
      '/import-user',
      {
        schema: {
          tags,
          summary: 'Import users from an .xlsx (multipart `file`, `isCovered` 0/1)',
          querystring: importQuerySchema,
          response: anyResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const upload = await readImportUpload(request, request.query.isCovered, ctx.config.uploadMaxBytes);
        const rows = await readUserSheet(upload.content);
        const result = await db.transaction(async (tx) => {
          const plan = await planUserImport(tx, user, rows, upload.isCovered);
          if (plan.refused.length > 0) {
            const refused: UserImportRefused = { refused: plan.refused };
            throw new HttpError(400, importErrorMessage(refusalLines(plan.refused)), refused);
          }
          return applyUserImport(tx, user, plan);
        });
        return ok<UserImportResult>(result);
      },
    );
  });
};

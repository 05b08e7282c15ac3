import { datasourceResource, labelOf, requiredFields } from '@blade-console/blade-schema';
import { and, eq } from 'drizzle-orm';
import type { WriteEvent } from '../../crud/model';
import { modelFor } from '../../crud/resource';
import { registerCrudRoutes } from '../../crud/routes';
import { SECRET_MASK } from '../../crud/secrets';
import type { DbOrTx } from '../../db/connection';
import { bladeDatasource } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { rowsResponse, type ServicePlugin } from '../../http/schemas';
import { msg } from '../../i18n';

/**
 * Blank required fields (also "   ") in the definition's words, unescapes `&amp;` in the url as
 * Blade's `submit` does (forms that HTML-escape the value send it so; the definition's 500
 * characters apply after unescaping) and keeps an empty password an empty string. An update that
 * sends the mask back (what every answer shows in place of a password) keeps the stored one; an
 * empty password is a value of its own here (a local database without one), so "" still clears it.
 * The lengths and a missing field follow in `modelFor`'s write checks.
 */
function prepareDatasource({ values, isInsert }: WriteEvent): void {
  for (const field of requiredFields(datasourceResource)) {
    const value = values[field];
    if (value === undefined && !isInsert) continue;
    if (value === undefined || value === null || String(value).trim() === '') {
      const label = labelOf(
        field,
        datasourceResource.fields[field as keyof typeof datasourceResource.fields],
      );
      throw badRequest(msg('validation.required', { label }));
    }
  }
  if (typeof values.url === 'string') values.url = values.url.replaceAll('&amp;', '&');
  if (!isInsert && values.password === SECRET_MASK) delete values.password;
  if (values.password === null || (isInsert && values.password === undefined)) values.password = '';
}

/** A stored password leaves as the mask, as every other secret does; none stays visibly none. */
async function maskPasswords(rows: Record<string, unknown>[]): Promise<void> {
  for (const row of rows) if (row.password) row.password = SECRET_MASK;
}

/** `blade_datasource` (blade-api.md §6.4): a table every tenant shares; the password is no filter. */
export const datasourceModel = modelFor(datasourceResource, bladeDatasource, {
  // Checked in the hook, so a missing field gets a sentence, not a schema path, and the url's
  // length counts after unescaping.
  fieldChecks: 'write',
  beforeWrite: prepareDatasource,
  decorate: maskPasswords,
  noFilters: ['password'],
});

/** Whether `id` names a data source that exists and is not deleted. */
export async function datasourceExists(db: DbOrTx, id: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: bladeDatasource.id })
    .from(bladeDatasource)
    .where(and(eq(bladeDatasource.id, id), eq(bladeDatasource.isDeleted, 0)));
  return !!row;
}

/**
 * `/api/blade-develop/datasource`: list, detail, submit, remove and `select` (every data source, for
 * pickers). Platform administrators only: data sources are shared by every tenant; their passwords
 * are write-only (the code generator's catalog reads them server-side).
 */
export const datasourceRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  registerCrudRoutes(app, db, datasourceModel, { tag: 'datasource', access: 'super' });

  app.get(
    '/select',
    { schema: { tags: ['datasource'], summary: '数据源列表', response: rowsResponse } },
    async (request) => {
      const user = currentUser(request);
      return ok(await datasourceModel.present(db, user, await datasourceModel.all(db, user)));
    },
  );
};

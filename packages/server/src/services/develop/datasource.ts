import { and, eq } from 'drizzle-orm';
import { text } from '../../crud/fields';
import { CrudModel, type WriteEvent } from '../../crud/model';
import { registerCrudRoutes } from '../../crud/routes';
import type { DbOrTx } from '../../db/connection';
import { bladeDatasource } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { rowsResponse, type ServicePlugin } from '../../http/schemas';

/** `url` is varchar(500); the request may be longer before `&amp;` is unescaped. */
const URL_MAX = 500;

/** The fields a data source cannot do without, with what to tell a caller who left one out. */
const REQUIRED: readonly [field: string, message: string][] = [
  ['name', '数据源名称不能为空'],
  ['driverClass', '驱动类不能为空'],
  ['url', '连接地址不能为空'],
  ['username', '用户名不能为空'],
];

/**
 * Checks the required fields (an insert must carry them, an update may leave them out but not blank
 * them), unescapes `&amp;` in the url as Blade's `submit` does (forms that HTML-escape the value
 * send it so), and keeps an empty password an empty string.
 */
function prepareDatasource({ values, isInsert }: WriteEvent): void {
  for (const [field, message] of REQUIRED) {
    const value = values[field];
    if (value === undefined && !isInsert) continue;
    if (value === undefined || value === null || String(value).trim() === '') throw badRequest(message);
  }
  if (typeof values.url === 'string') {
    const url = values.url.replaceAll('&amp;', '&');
    if (url.length > URL_MAX) throw badRequest(`连接地址不能超过 ${URL_MAX} 个字符`);
    values.url = url;
  }
  if (values.password === null || (isInsert && values.password === undefined)) values.password = '';
}

/** `blade_datasource` (blade-api.md §6.4): a table every tenant shares. */
export const datasourceModel = new CrudModel({
  table: bladeDatasource,
  label: '数据源',
  // Plain `text` with the checks in `prepareDatasource`, so a missing field gets a sentence, not a schema path.
  fields: {
    name: text(100),
    driverClass: text(100),
    url: text(URL_MAX * 5),
    username: text(50),
    password: text(50),
    remark: text(255),
  },
  filters: ['name', 'driverClass', 'url', 'username', 'remark'],
  beforeWrite: prepareDatasource,
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
 * pickers). Platform administrators only: data sources are shared by every tenant and carry their
 * passwords in plain text.
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

import { and, eq } from 'drizzle-orm';
import { idQuerySchema } from '../../crud/fields';
import type { CrudModel } from '../../crud/model';
import { maskAccessKey, SECRET_MASK } from '../../crud/secrets';
import type { Db, DbOrTx } from '../../db/connection';
import { currentUser } from '../../http/auth-hook';
import { badRequest, ok } from '../../http/envelope';
import { type FastifyTypeBox, statusResponse } from '../../http/schemas';
import { msg } from '../../i18n';

/** `status` of an OSS/SMS provider: one per tenant is enabled (BladeX: 1 disabled, 2 enabled). */
export const PROVIDER_STATUS = { disabled: 1, enabled: 2 } as const;
const STATUS_NAMES: Record<number, string> = { 1: '关闭', 2: '启用' };

/**
 * Masks the secret (wholly) and the access key (all but its last 4 characters) and names the status
 * and category of provider rows about to be sent.
 */
export function decorateProviders(categories: Record<number, string>, secretField: string) {
  return async (rows: Record<string, unknown>[]): Promise<void> => {
    for (const row of rows) {
      if (secretField in row) row[secretField] = SECRET_MASK;
      if ('accessKey' in row) row.accessKey = maskAccessKey(row.accessKey);
      row.statusName = STATUS_NAMES[Number(row.status)] ?? '';
      row.categoryName = categories[Number(row.category)] ?? '';
    }
  };
}

/** The caller tenant's enabled provider row, if any. */
export async function enabledProvider(
  db: DbOrTx,
  model: CrudModel,
  tenantId: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = (await db
    .select()
    .from(model.table)
    .where(
      and(
        eq(model.column('tenantId'), tenantId),
        eq(model.column('isDeleted'), 0),
        eq(model.column('status'), PROVIDER_STATUS.enabled),
      ),
    )
    .limit(1)) as Record<string, unknown>[];
  return row;
}

/** `POST enable?id=`: this provider becomes the tenant's only enabled one (one transaction). */
export function registerEnableRoute(app: FastifyTypeBox, db: Db, model: CrudModel): void {
  app.post(
    '/enable',
    {
      schema: {
        tags: ['resource'],
        summary: `启用${model.label.zh}`,
        querystring: idQuerySchema,
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = BigInt(request.query.id);
      await db.transaction(async (tx) => {
        if (!(await model.find(tx, user, id))) throw badRequest(msg('crud.notFound', { label: model.label }));
        await tx.update(model.table).set({ status: PROVIDER_STATUS.disabled }).where(model.visible(user));
        await tx
          .update(model.table)
          .set({ status: PROVIDER_STATUS.enabled })
          .where(and(model.visible(user), eq(model.column('id'), id)));
      });
      return ok({});
    },
  );
}

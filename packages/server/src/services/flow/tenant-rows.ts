import type { Localized } from '@blade-console/blade-schema';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../../auth/jwt';
import type { DbOrTx } from '../../db/connection';
import { parseId } from '../../db/ids';
import { badRequest, notFound } from '../../http/envelope';
import { msg } from '../../i18n';

type TenantRowTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/** Which row a request names: the id as sent, the parameter it came in and what the row is. */
export interface RowRef {
  id: string;
  param: string;
  /** What a 404 calls the row (`流程实例`). */
  noun: Localized;
}

/**
 * The caller tenant's row of `table` that `ref` names: 400 naming the parameter when its value is
 * no id, 404 when the tenant has no such row (another tenant's looks the same as none). `lock`
 * takes the row for update, for the transaction that changes it.
 */
export async function tenantRow<T extends TenantRowTable>(
  db: DbOrTx,
  table: T,
  user: AccessClaims,
  ref: RowRef,
  lock = false,
): Promise<T['$inferSelect']> {
  const id = parseId(ref.id);
  if (id === undefined) throw badRequest(msg('flow.invalidId', { param: ref.param, id: ref.id }));
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.tenantId, user.tenant_id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(msg('flow.rowNotFound', { noun: ref.noun, id: ref.id }));
  return row as T['$inferSelect'];
}

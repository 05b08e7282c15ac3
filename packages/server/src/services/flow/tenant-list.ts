import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../../auth/jwt';
import { type PageQuery, pageQuerySchema, pageRequest, selectPage } from '../../crud/paging';
import type { DbOrTx } from '../../db/connection';
import { currentUser } from '../../http/auth-hook';
import { ok } from '../../http/envelope';
import { type FastifyTypeBox, pageResponse } from '../../http/schemas';

type TenantTable = PgTable & { tenantId: PgColumn; $inferSelect: Record<string, unknown> };

/** What a workflow list declares: its path and summary, its table and order, its filters and its rows' wire form. */
export interface TenantListSpec<T extends TenantTable> {
  path: string;
  summary: string;
  table: T;
  /** The list's own conditions; an undefined one (a filter the query did not send) is left out. */
  where: (query: PageQuery, user: AccessClaims) => readonly (SQL | undefined)[];
  orderBy: readonly SQL[];
  /** The page's rows as the list answers them (names looked up, large columns left out). */
  records: (rows: T['$inferSelect'][]) => Promise<object[]> | object[];
}

/**
 * A paged list of a workflow table (`manager`, `model`, `follow`, `work`): every one shows the
 * caller's tenant's rows only, then applies its own conditions, and pages by `current` and `size`.
 */
export function tenantList<T extends TenantTable>(
  app: FastifyTypeBox,
  db: DbOrTx,
  tags: string[],
  spec: TenantListSpec<T>,
) {
  app.get(
    spec.path,
    { schema: { tags, summary: spec.summary, querystring: pageQuerySchema, response: pageResponse } },
    async (request) => {
      const user = currentUser(request);
      const { table } = spec;
      const where = and(eq(table.tenantId, user.tenant_id), ...spec.where(request.query, user));
      const page = await selectPage(db, table, where, spec.orderBy, pageRequest(request.query));
      return ok({ ...page, records: await spec.records(page.records as T['$inferSelect'][]) });
    },
  );
}

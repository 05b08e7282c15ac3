import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { bladeParam } from '../../../db/schema';
import { DEFAULT_TENANT_ID } from '../../../db/seed';

/** A parameter's value for a tenant, falling back to the platform tenant's value, then `fallback`. */
export async function paramValue(
  db: DbOrTx,
  tenantId: string,
  key: string,
  fallback: string,
): Promise<string> {
  const rows = await db
    .select({ tenantId: bladeParam.tenantId, value: bladeParam.paramValue })
    .from(bladeParam)
    .where(
      and(
        eq(bladeParam.paramKey, key),
        eq(bladeParam.isDeleted, 0),
        inArray(bladeParam.tenantId, [tenantId, DEFAULT_TENANT_ID]),
      ),
    );
  return rows.find((r) => r.tenantId === tenantId)?.value ?? rows[0]?.value ?? fallback;
}

/** The password new and reset users get (`account.initPassword`, SPEC/BladeX default 123456). */
export function initialPassword(db: DbOrTx, tenantId: string): Promise<string> {
  return paramValue(db, tenantId, 'account.initPassword', '123456');
}

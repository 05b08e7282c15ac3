import { and, eq, inArray } from 'drizzle-orm';
import type { AccessClaims } from '../../auth/jwt';
import { isSuperAdmin } from '../../auth/jwt';
import type { DbOrTx } from '../../db/connection';
import { bladeTenant } from '../../db/schema';
import { badRequest, HttpError } from '../../http/envelope';
import { msg } from '../../i18n';
import { listOf } from '../../i18n/list';

/**
 * The tenants a deployment goes to: the comma-joined `tenantIds`, or the caller's own tenant. Only the
 * platform administrator deploys into other tenants; a tenant administrator naming another gets 403.
 * A tenant that does not exist (or was deleted) is refused with 400 naming it: a definition deployed
 * there would belong to nobody.
 */
export async function deployTenants(
  db: DbOrTx,
  user: AccessClaims,
  tenantIds: string | undefined,
): Promise<string[]> {
  const wanted = [
    ...new Set(
      (tenantIds ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (wanted.length === 0) return [user.tenant_id];
  if (!isSuperAdmin(user) && wanted.some((t) => t !== user.tenant_id)) {
    throw new HttpError(403, msg('flow.otherTenant'));
  }
  const known = await db
    .select({ tenantId: bladeTenant.tenantId })
    .from(bladeTenant)
    .where(and(inArray(bladeTenant.tenantId, wanted), eq(bladeTenant.isDeleted, 0)));
  const unknown = wanted.filter((t) => !known.some((k) => k.tenantId === t));
  if (unknown.length > 0) throw badRequest(msg('flow.unknownTenants', { tenants: listOf(unknown) }));
  return wanted;
}

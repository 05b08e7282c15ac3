import type { AccessClaims } from '../../auth/jwt';
import { isSuperAdmin } from '../../auth/jwt';
import { HttpError } from '../../http/envelope';

/**
 * The tenants a deployment goes to: the comma-joined `tenantIds`, or the caller's own tenant. Only the
 * platform administrator deploys into other tenants; a tenant administrator naming another gets 403.
 */
export function deployTenants(user: AccessClaims, tenantIds: string | undefined): string[] {
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
    throw new HttpError(403, '只能部署到当前租户：tenantIds 含有其他租户');
  }
  return wanted;
}

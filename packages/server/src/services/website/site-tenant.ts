import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/connection';
import { bladeTenant } from '../../db/schema';
import { DEFAULT_TENANT_ID } from '../../db/seed';

/** The host (`name[:port]`, lower case) of a tenant's configured site address, or undefined. */
function hostOf(domain: string): string | undefined {
  const trimmed = domain.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The tenant a public request belongs to: the tenant whose site address (`blade_tenant.domain`)
 * has the request's host, else the default tenant 000000. Visitors never choose a tenant, so
 * neither a header nor a parameter can point a public call at another tenant's content.
 */
export async function siteTenantOf(db: DbOrTx, request: FastifyRequest): Promise<string> {
  const host = request.headers.host?.toLowerCase();
  if (!host) return DEFAULT_TENANT_ID;
  const tenants = await db
    .select({ tenantId: bladeTenant.tenantId, domain: bladeTenant.domain })
    .from(bladeTenant)
    .where(eq(bladeTenant.isDeleted, 0));
  const hit = tenants.find((tenant) => tenant.domain && hostOf(tenant.domain) === host);
  return hit?.tenantId ?? DEFAULT_TENANT_ID;
}

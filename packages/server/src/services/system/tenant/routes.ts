import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../../../context';
import { bladeTenant } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import type { TenantInfo } from '../../../wire-extra';

/** Site addresses compare without a trailing slash or `/#/…` (Saber passes the URL before `/#/`). */
function normalizeDomain(domain: string): string {
  return domain
    .trim()
    .replace(/\/?#.*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** `/api/blade-system/tenant`: the public `info` lookup (the rest comes with tenant management). */
export const tenantInfoRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/info',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Tenant of a site address (public)',
        querystring: { type: 'object', properties: { domain: { type: 'string', maxLength: 255 } } },
      },
    },
    async (request) => {
      const { domain } = request.query as { domain?: string };
      const wanted = domain ? normalizeDomain(domain) : '';
      if (!wanted) return ok<TenantInfo>({});
      const tenants = await ctx.db
        .select({ tenantId: bladeTenant.tenantId, domain: bladeTenant.domain })
        .from(bladeTenant)
        .where(and(eq(bladeTenant.isDeleted, 0)));
      const hit = tenants.find((t) => t.domain && normalizeDomain(t.domain) === wanted);
      return ok<TenantInfo>(hit?.domain ? { tenantId: hit.tenantId, domain: hit.domain } : {});
    },
  );
};

import { randomInt } from 'node:crypto';
import type { TenantInfo } from '@blade-console/blade-client/types';
import { tenantResource } from '@blade-console/blade-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isSuperAdmin, PLATFORM_TENANT_ID } from '../../../auth/jwt';
import { hashPassword, md5Hex } from '../../../auth/password';
import { revokeTenantFamilies } from '../../../auth/token-family';
import type { RemoveEvent, WriteEvent } from '../../../crud/model';
import { pageQuerySchema } from '../../../crud/paging';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { registerRowByIdRoute } from '../../../crud/row-by-id-route';
import type { Tx } from '../../../db/connection';
import { nextId } from '../../../db/ids';
import {
  bladeDept,
  bladePost,
  bladeRole,
  bladeTenant,
  bladeTenantPackage,
  bladeUser,
} from '../../../db/schema';
import { currentUser, requireAdmin, requireSuperAdmin } from '../../../http/auth-hook';
import { badRequest, MSG, ok } from '../../../http/envelope';
import {
  type FastifyTypeBox,
  okResponse,
  pageResponse,
  rowResponse,
  rowsResponse,
  type ServicePlugin,
} from '../../../http/schemas';
import { msg } from '../../../i18n';
import { initialPassword } from '../param/values';
import { registerTenantSettings } from './settings';

/** Site addresses compare without a trailing slash or `/#/…` (Saber passes the URL before `/#/`). */
function normalizeDomain(domain: string): string {
  return domain
    .trim()
    .replace(/\/?#.*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/**
 * A new tenant gets a fresh 6-digit id and what it needs to sign in: an `admin` role, a dept named
 * after it, a `ceo` post and an `admin` user with the initial password. All in the submit transaction.
 */
async function prepareTenant({ tx, values, isInsert, user }: WriteEvent): Promise<void> {
  if (!isInsert) {
    delete values.tenantId; // the id is the key of every tenant-scoped row: never renamed
    return;
  }
  let tenantId = '';
  for (let attempt = 0; attempt < 20 && !tenantId; attempt++) {
    const candidate = String(randomInt(100000, 1000000));
    const [taken] = await tx
      .select({ id: bladeTenant.id })
      .from(bladeTenant)
      .where(eq(bladeTenant.tenantId, candidate));
    if (!taken) tenantId = candidate;
  }
  if (!tenantId) throw new Error('no free tenant id');
  values.tenantId = tenantId;
  const roleId = nextId();
  const deptId = nextId();
  const postId = nextId();
  const name = String(values.tenantName);
  await tx
    .insert(bladeRole)
    .values({ id: roleId, tenantId, roleName: '管理员', roleAlias: 'admin', sort: 1 });
  await tx.insert(bladeDept).values({
    id: deptId,
    tenantId,
    deptName: name.slice(0, 45),
    fullName: name.slice(0, 45),
    ancestors: '0',
  });
  await tx
    .insert(bladePost)
    .values({ id: postId, tenantId, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 });
  const password = await hashPassword(md5Hex(await initialPassword(tx, user.tenant_id)));
  await tx.insert(bladeUser).values({
    id: nextId(),
    tenantId,
    account: 'admin',
    password,
    // Every tenant's admin starts with the same known password: it must choose its own first.
    passwordChangeRequired: true,
    name: 'admin',
    realName: 'admin',
    roleId: String(roleId),
    deptId: String(deptId),
    postId: String(postId),
    createTime: new Date(),
  });
}

/**
 * Tenants: fields, lengths and filters from the definition (not tenant-scoped: the table is the
 * registry of tenants); the tenant id and a new tenant's first rows come from {@link prepareTenant}.
 */
export const tenantModel = modelFor(tenantResource, bladeTenant, {
  beforeWrite: prepareTenant,
  beforeRemove: keepPlatformTenant,
  afterRemove: endTenantSessions,
});

/** The platform tenant (000000) holds the super administrators and every shared table: it stays. */
async function keepPlatformTenant({ tx, ids }: RemoveEvent): Promise<void> {
  const [platform] = await tx
    .select({ tenantId: bladeTenant.tenantId })
    .from(bladeTenant)
    .where(and(inArray(bladeTenant.id, [...ids]), eq(bladeTenant.tenantId, PLATFORM_TENANT_ID)));
  if (platform) throw badRequest(msg('system.platformTenantKept', { tenantId: PLATFORM_TENANT_ID }));
}

/** A removed tenant's users are signed out: refresh tokens gone, access tokens refused (SessionGuard). */
async function endTenantSessions({ tx, ids }: { tx: Tx; ids: bigint[] }): Promise<void> {
  if (ids.length === 0) return;
  const removed = await tx
    .select({ tenantId: bladeTenant.tenantId })
    .from(bladeTenant)
    .where(inArray(bladeTenant.id, ids));
  await revokeTenantFamilies(
    tx,
    removed.map((t) => t.tenantId),
  );
}

/** Non-platform administrators see only their own tenant. */
function ownTenantOnly(request: FastifyRequest) {
  const user = currentUser(request);
  return isSuperAdmin(user) ? undefined : eq(bladeTenant.tenantId, user.tenant_id);
}

const tenantIdQuery = Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 12 }) });

/** `TenantInfo`: empty when no tenant has the address. */
const tenantInfo = Type.Object({
  tenantId: Type.Optional(Type.String()),
  domain: Type.Optional(Type.String()),
  backgroundUrl: Type.Optional(Type.String()),
});

/** `/api/blade-system/tenant`: the public `info`, and tenant management for administrators. */
export const tenantRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['tenant'];

  app.get(
    '/info',
    {
      schema: {
        tags,
        summary: '租户信息',
        description: 'Tenant of a site address (public)',
        querystring: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 255 })) }),
        response: okResponse(tenantInfo),
      },
    },
    async (request) => {
      const { domain } = request.query;
      const wanted = domain ? normalizeDomain(domain) : '';
      if (!wanted) return ok<TenantInfo>({});
      const tenants = await db
        .select({
          tenantId: bladeTenant.tenantId,
          domain: bladeTenant.domain,
          backgroundUrl: bladeTenant.backgroundUrl,
        })
        .from(bladeTenant)
        .where(eq(bladeTenant.isDeleted, 0));
      const hit = tenants.find((t) => t.domain && normalizeDomain(t.domain) === wanted);
      return ok<TenantInfo>(
        hit?.domain
          ? { tenantId: hit.tenantId, domain: hit.domain, backgroundUrl: hit.backgroundUrl ?? '' }
          : {},
      );
    },
  );

  // Tenant choices for any signed-in user (label tenantName, value tenantId).
  app.get('/select', { schema: { tags, response: rowsResponse } }, async (request) => {
    const rows = await tenantModel.all(db, currentUser(request), {}, ownTenantOnly(request));
    return ok(rows.map((r) => ({ id: r.id, tenantId: r.tenantId, tenantName: r.tenantName })));
  });

  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preValidation', requireAdmin);

    admin.get(
      '/list',
      { schema: { tags, querystring: pageQuerySchema, response: pageResponse } },
      async (request) =>
        ok(await tenantModel.list(db, currentUser(request), request.query, ownTenantOnly(request))),
    );

    registerRowByIdRoute(admin, tags, '/detail', async (user, id, request) => {
      const [row] = await tenantModel.all(db, user, {}, and(eq(bladeTenant.id, id), ownTenantOnly(request)));
      const [shown] = row ? await tenantModel.present(db, user, [row]) : [];
      return shown ? ok(shown) : ok({}, MSG.noData);
    });

    admin.get(
      '/package-detail',
      { schema: { tags, querystring: tenantIdQuery, response: rowResponse } },
      async (request) => {
        const { tenantId } = request.query;
        const [tenant] = await tenantModel.all(
          db,
          currentUser(request),
          {},
          and(eq(bladeTenant.tenantId, tenantId), ownTenantOnly(request)),
        );
        const packageId = tenant?.packageId as bigint | null | undefined;
        if (!packageId) return ok({}, MSG.noData);
        const [pack] = await db
          .select()
          .from(bladeTenantPackage)
          .where(and(eq(bladeTenantPackage.id, packageId), eq(bladeTenantPackage.isDeleted, 0)));
        return pack ? ok(pack) : ok({}, MSG.noData);
      },
    );

    // Changing tenants is for platform administrators only.
    await admin.register(async (platform: FastifyTypeBox) => {
      platform.addHook('preValidation', requireSuperAdmin);
      registerCrudRoutes(platform, db, tenantModel, { tag: 'tenant', routes: ['submit', 'remove'] });

      registerTenantSettings(platform, db, tenantModel);
    });
  });
};

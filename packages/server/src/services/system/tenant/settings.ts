import { datasourceResource, labelOf } from '@blade-console/blade-schema';
import { eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AccessClaims } from '../../../auth/jwt';
import { idCsv, idString, optionalIdString, parseIdCsv } from '../../../crud/fields';
import type { CrudModel } from '../../../crud/model';
import { versionSchema } from '../../../crud/routes';
import { claimVersions, parseVersion, versionsAlong } from '../../../crud/versions';
import { recordWrites } from '../../../crud/writes';
import type { Db, Tx } from '../../../db/connection';
import { parseId } from '../../../db/ids';
import { bladeTenant } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import { type FastifyTypeBox, statusResponse } from '../../../http/schemas';
import { parseDateTime } from '../../../http/wire-format';
import { msg } from '../../../i18n';
import { datasourceExists } from '../../develop/datasource';

const tags = ['tenant'];

/**
 * Sets a tenant's datasource or package: a change of the tenant, checked against the version the
 * dialog was opened with (none sent: not checked), and stamped; an unknown tenant is a 400.
 */
async function changeTenant(
  model: CrudModel,
  tx: Tx,
  user: AccessClaims,
  query: { tenantId: string; updateTime?: unknown },
  set: Partial<typeof bladeTenant.$inferInsert>,
): Promise<void> {
  const { tenantId, updateTime } = query;
  const rows = { ...model.versionedRows(user), key: bladeTenant.tenantId };
  const [tenant] = await claimVersions(
    tx,
    rows,
    user,
    [tenantId],
    new Map([[tenantId, parseVersion(updateTime)]]),
  );
  if (!tenant) throw badRequest(msg('system.tenantNotFound'));
  const saved = await tx.update(bladeTenant).set(set).where(eq(bladeTenant.tenantId, tenantId)).returning();
  await recordTenantChanges(model, tx, user, [tenant], saved);
}

/** The history of a settings write (src/history/): each tenant as claimed before, and as saved. */
function recordTenantChanges(
  model: CrudModel,
  tx: Tx,
  user: AccessClaims,
  claimed: readonly Record<string, unknown>[],
  saved: readonly Record<string, unknown>[],
): Promise<void> {
  const before = new Map(claimed.map((row) => [String(row.id), row]));
  return recordWrites(
    model,
    tx,
    user,
    saved.map((now) => ({ operation: 'update' as const, id: now.id, old: before.get(String(now.id)), now })),
  );
}

/**
 * A tenant's settings (accounts, expiry), datasource and package: platform administrators' writes
 * of the tenant row, each checked against the version its dialog was opened with (crud/versions.ts).
 */
export function registerTenantSettings(app: FastifyTypeBox, db: Db, model: CrudModel): void {
  app.post(
    '/setting',
    {
      schema: {
        tags,
        querystring: Type.Object({
          ids: idCsv,
          accountNumber: Type.Optional(Type.Integer({ minimum: -1 })),
          expireTime: Type.Optional(Type.String({ maxLength: 19 })),
          // The version of each of `ids` as loaded, in the same order (optional, as ever).
          updateTimes: Type.Optional(Type.String({ maxLength: 20 * 1000 })),
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const { ids, accountNumber, expireTime, updateTimes } = request.query;
      const set: Partial<typeof bladeTenant.$inferInsert> = {};
      if (accountNumber !== undefined) set.accountNumber = accountNumber;
      if (expireTime) {
        const date = parseDateTime(expireTime);
        if (!date) throw badRequest(msg('system.paramNotDate', { name: 'expireTime' }));
        set.expireTime = date;
      }
      const tenantIds = parseIdCsv(ids);
      const versions = versionsAlong(tenantIds, updateTimes);
      await db.transaction(async (tx) => {
        const user = currentUser(request);
        const claimed = await claimVersions(tx, model.versionedRows(user), user, tenantIds, versions);
        if (Object.keys(set).length) {
          const saved = await tx
            .update(bladeTenant)
            .set(set)
            .where(inArray(bladeTenant.id, tenantIds))
            .returning();
          await recordTenantChanges(model, tx, user, claimed, saved);
        }
      });
      return ok({});
    },
  );

  app.post(
    '/datasource',
    {
      schema: {
        tags,
        querystring: Type.Object({
          tenantId: Type.String({ maxLength: 12 }),
          datasourceId: idString(),
          updateTime: versionSchema,
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const id = BigInt(request.query.datasourceId);
      if (!(await datasourceExists(db, id)))
        throw badRequest(msg('crud.notFound', { label: labelOf('datasource', datasourceResource) }));
      const user = currentUser(request);
      await db.transaction((tx) => changeTenant(model, tx, user, request.query, { datasourceId: id }));
      return ok({});
    },
  );

  app.post(
    '/package-setting',
    {
      schema: {
        tags,
        querystring: Type.Object({
          tenantId: Type.String({ maxLength: 12 }),
          packageId: optionalIdString(),
          updateTime: versionSchema,
        }),
        response: statusResponse,
      },
    },
    async (request) => {
      const set = { packageId: parseId(request.query.packageId) ?? null };
      const user = currentUser(request);
      await db.transaction((tx) => changeTenant(model, tx, user, request.query, set));
      return ok({});
    },
  );
}

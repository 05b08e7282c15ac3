import type { TreeNode } from '@blade-console/blade-client/types';
import { regionResource } from '@blade-console/blade-schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { pageQuerySchema, pageRequest, selectPage } from '../../../crud/paging';
import { claimVersions, nextVersion, parseVersion, userIdOf } from '../../../crud/versions';
import { bladeRegion } from '../../../db/schema';
import { REGION_ROOT_CODE } from '../../../db/seed/regions';
import { currentUser, requireSuperAdmin } from '../../../http/auth-hook';
import { badRequest, MSG, ok } from '../../../http/envelope';
import {
  type FastifyTypeBox,
  pageResponse,
  rowResponse,
  rowsResponse,
  type ServicePlugin,
  statusResponse,
} from '../../../http/schemas';
import { msg } from '../../../i18n';
import { recordRegionWrite, registerRegionHistory } from './history';
import { codePrefix } from './import';
import { childOf, levelNames, MAX_LEVEL } from './levels';
import {
  childrenOf,
  codesWithChildren,
  findRegion,
  likeName,
  listFilters,
  REGION_ROWS,
  type RegionRow,
  toVO,
} from './queries';
import { codeSchema, optionalCode, submitSchema } from './schemas';

const { fields } = regionResource;

/** `/api/blade-system/region`: reading is open to any signed-in user; changes are for platform administrators. */
export const regionRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['region'];
  registerRegionHistory(db, app.prefix);

  app.get(
    '/list',
    { schema: { tags, querystring: pageQuerySchema, response: pageResponse } },
    async (request) => {
      const query = request.query;
      const where = listFilters(query);
      const page = await selectPage(db, bladeRegion, where, [asc(bladeRegion.code)], pageRequest(query));
      return ok({ ...page, records: page.records.map((r) => toVO(r as RegionRow)) });
    },
  );

  app.get(
    '/detail',
    {
      schema: { tags, querystring: Type.Object({ code: codeSchema }), response: rowResponse },
    },
    async (request) => {
      const row = await findRegion(db, request.query.code);
      if (!row) return ok({}, MSG.noData);
      const parent = await findRegion(db, row.parentCode);
      return ok(toVO(row, parent?.name ?? ''));
    },
  );

  const lazyQuery = Type.Object({
    parentCode: optionalCode,
    code: optionalCode,
    name: Type.Optional(Type.String({ maxLength: fields.name.max })),
  });

  app.get(
    '/lazy-list',
    { schema: { tags, querystring: lazyQuery, response: rowsResponse } },
    async (request) => {
      const { parentCode, code, name } = request.query;
      const parent = parentCode || REGION_ROOT_CODE;
      const rows = await childrenOf(
        db,
        parent,
        and(code ? sql`${bladeRegion.code} like ${`${code}%`}` : undefined, likeName(name)),
      );
      const parentRow = await findRegion(db, parent);
      const withChildren = await codesWithChildren(
        db,
        rows.map((r) => r.code),
      );
      return ok(
        rows.map((r) => ({ ...toVO(r, parentRow?.name ?? ''), hasChildren: withChildren.has(r.code) })),
      );
    },
  );

  app.get(
    '/lazy-tree',
    { schema: { tags, querystring: lazyQuery, response: rowsResponse } },
    async (request) => {
      const { parentCode } = request.query;
      const rows = await childrenOf(db, parentCode || REGION_ROOT_CODE);
      const withChildren = await codesWithChildren(
        db,
        rows.map((r) => r.code),
      );
      const nodes: TreeNode[] = rows.map((r) => ({
        id: r.code,
        parentId: r.parentCode,
        title: r.name,
        key: r.code,
        value: r.code,
        hasChildren: withChildren.has(r.code),
      }));
      return ok(nodes);
    },
  );

  app.get(
    '/select',
    { schema: { tags, querystring: Type.Object({ code: optionalCode }), response: rowsResponse } },
    async (request) => {
      const { code } = request.query;
      const rows = await childrenOf(db, code || REGION_ROOT_CODE);
      return ok(rows.map((r) => toVO(r)));
    },
  );

  // Regions are shared by every tenant: only platform administrators change them.
  await app.register(async (admin: FastifyTypeBox) => {
    admin.addHook('preValidation', requireSuperAdmin);

    admin.post(
      '/submit',
      { schema: { tags, body: submitSchema, response: statusResponse } },
      async (request) => {
        const body = request.body;
        const user = currentUser(request);
        const sent = parseVersion(body.updateTime);
        await db.transaction(async (tx) => {
          // Locked, checked against the version the edit was loaded with, and stamped as changed.
          const [existing] = (await claimVersions(
            tx,
            REGION_ROWS,
            user,
            [body.code],
            new Map([[body.code, sent]]),
          )) as RegionRow[];
          if (existing) {
            // An existing code is an edit: the place in the tree (and so the code columns) stays.
            const [saved] = await tx
              .update(bladeRegion)
              .set({
                name: body.name,
                ...(body.sort === undefined ? {} : { sort: body.sort ?? 0 }),
                ...(body.remark === undefined ? {} : { remark: body.remark }),
                ...levelNames(existing.level, existing.code, body.name),
              })
              .where(eq(bladeRegion.code, body.code))
              .returning();
            await recordRegionWrite(tx, user, 'update', body.code, existing, saved);
            return;
          }
          const parentCode = body.parentCode || REGION_ROOT_CODE;
          const parent = await findRegion(tx, parentCode);
          if (!parent) throw badRequest(msg('system.regionParentMissing', { code: parentCode }));
          if (parent.level >= MAX_LEVEL) throw badRequest(msg('system.regionBelowVillage'));
          if (!body.code.startsWith(parent.code === REGION_ROOT_CODE ? '' : parent.code)) {
            throw badRequest(codePrefix(body.code, parent.code));
          }
          const [created] = await tx
            .insert(bladeRegion)
            .values({
              ...childOf(parent, {
                code: body.code,
                name: body.name,
                sort: body.sort ?? 0,
                remark: body.remark ?? null,
              }),
              updateUser: userIdOf(user),
              updateTime: nextVersion([]),
            })
            .returning();
          await recordRegionWrite(tx, user, 'create', body.code, undefined, created);
        });
        return ok({});
      },
    );

    admin.post(
      '/remove',
      { schema: { tags, querystring: Type.Object({ id: codeSchema }), response: statusResponse } },
      async (request) => {
        const code = request.query.id;
        await db.transaction(async (tx) => {
          const [child] = await tx
            .select({ code: bladeRegion.code })
            .from(bladeRegion)
            .where(eq(bladeRegion.parentCode, code))
            .limit(1);
          if (child) throw badRequest(msg('crud.deleteChildrenFirst'));
          const [removed] = await tx.delete(bladeRegion).where(eq(bladeRegion.code, code)).returning();
          if (!removed) throw badRequest(msg('system.regionGone', { code }));
          await recordRegionWrite(tx, currentUser(request), 'delete', code, removed, undefined);
        });
        return ok({});
      },
    );
  });
};

import type { Region, TreeNode } from '@blade-console/blade-client/types';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../../../context';
import { integer, text } from '../../../crud/fields';
import { pageQuerySchema, pageRequest, selectPage } from '../../../crud/paging';
import type { DbOrTx } from '../../../db/connection';
import { bladeRegion } from '../../../db/schema';
import { REGION_ROOT_CODE } from '../../../db/seed/regions';
import { requireSuperAdmin } from '../../../http/auth-hook';
import { badRequest, MSG, ok } from '../../../http/envelope';

type RegionRow = typeof bladeRegion.$inferSelect;

/** Region codes are digits: 2 for a province, 4 a city, 6 a district, 9 a town, 12 a village. */
const codeSchema = { type: 'string', pattern: '^\\d{1,12}$', maxLength: 12 } as const;
const optionalCode = { type: 'string', pattern: '^\\d{0,12}$', maxLength: 12 } as const;

/** The deepest level of dict `region` (5 = village). */
const MAX_LEVEL = 5;
/** Which `<level>_code`/`<level>_name` columns a region of each level fills with its own code and name. */
const LEVEL_COLUMNS = ['', 'province', 'city', 'district', 'town', 'village'] as const;

/** RegionVO: the row plus `id` (= code), `parentId` (= parent code) and `parentName` (blade-api.md §6.1). */
function toVO(row: RegionRow, parentName = ''): Region & Record<string, unknown> {
  const vo: Record<string, unknown> = { ...row, id: row.code, parentId: row.parentCode, parentName };
  for (const [key, value] of Object.entries(vo)) if (value === null) vo[key] = key === 'level' ? -1 : '';
  return vo as Region & Record<string, unknown>;
}

/** Codes among `codes` that have at least one child (the DB-backed `hasChildren` of lazy trees). */
async function codesWithChildren(db: DbOrTx, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ parentCode: bladeRegion.parentCode })
    .from(bladeRegion)
    .where(inArray(bladeRegion.parentCode, [...codes]));
  return new Set(rows.map((r) => r.parentCode));
}

async function findRegion(db: DbOrTx, code: string): Promise<RegionRow | undefined> {
  const [row] = await db.select().from(bladeRegion).where(eq(bladeRegion.code, code));
  return row;
}

function childrenOf(db: DbOrTx, parentCode: string, extra?: SQL) {
  return db
    .select()
    .from(bladeRegion)
    .where(and(eq(bladeRegion.parentCode, parentCode), extra))
    .orderBy(asc(bladeRegion.sort), asc(bladeRegion.code));
}

const likeName = (name: unknown) =>
  typeof name === 'string' && name.trim() ? sql`${bladeRegion.name} like ${`%${name.trim()}%`}` : undefined;

const submitSchema = {
  type: 'object',
  required: ['code', 'name'],
  properties: {
    code: codeSchema,
    parentCode: optionalCode,
    name: { type: 'string', minLength: 1, maxLength: 32 },
    sort: integer(),
    remark: text(255),
  },
} as const;

interface RegionSubmit {
  code: string;
  parentCode?: string;
  name: string;
  sort?: number | null;
  remark?: string | null;
}

/** `/api/blade-system/region`: reading is open to any signed-in user; changes are for platform administrators. */
export const regionRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['region'];

  // Entity filters: code, parentCode and level are exact, name is contained.
  app.get('/list', { schema: { tags, querystring: pageQuerySchema } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const where = and(
      query.code ? eq(bladeRegion.code, query.code) : undefined,
      query.parentCode ? eq(bladeRegion.parentCode, query.parentCode) : undefined,
      query.level && /^\d$/.test(query.level) ? eq(bladeRegion.level, Number(query.level)) : undefined,
      likeName(query.name),
    );
    const page = await selectPage(db, bladeRegion, where, [asc(bladeRegion.code)], pageRequest(query));
    return ok({ ...page, records: page.records.map((r) => toVO(r as RegionRow)) });
  });

  app.get(
    '/detail',
    {
      schema: { tags, querystring: { type: 'object', required: ['code'], properties: { code: codeSchema } } },
    },
    async (request) => {
      const row = await findRegion(db, (request.query as { code: string }).code);
      if (!row) return ok({}, MSG.noData);
      const parent = await findRegion(db, row.parentCode);
      return ok(toVO(row, parent?.name ?? ''));
    },
  );

  const lazyQuery = {
    type: 'object',
    properties: { parentCode: optionalCode, code: optionalCode, name: { type: 'string', maxLength: 32 } },
  } as const;

  app.get('/lazy-list', { schema: { tags, querystring: lazyQuery } }, async (request) => {
    const { parentCode, code, name } = request.query as Record<string, string | undefined>;
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
  });

  app.get('/lazy-tree', { schema: { tags, querystring: lazyQuery } }, async (request) => {
    const { parentCode } = request.query as { parentCode?: string };
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
  });

  app.get(
    '/select',
    { schema: { tags, querystring: { type: 'object', properties: { code: optionalCode } } } },
    async (request) => {
      const { code } = request.query as { code?: string };
      const rows = await childrenOf(db, code || REGION_ROOT_CODE);
      return ok(rows.map((r) => toVO(r)));
    },
  );

  // Regions are shared by every tenant: only platform administrators change them.
  await app.register(async (admin) => {
    admin.addHook('preHandler', requireSuperAdmin);

    admin.post('/submit', { schema: { tags, body: submitSchema } }, async (request) => {
      const body = request.body as RegionSubmit;
      await db.transaction(async (tx) => {
        const existing = await findRegion(tx, body.code);
        if (existing) {
          // An existing code is an edit: the place in the tree (and so the code columns) stays.
          await tx
            .update(bladeRegion)
            .set({
              name: body.name,
              ...(body.sort === undefined ? {} : { sort: body.sort ?? 0 }),
              ...(body.remark === undefined ? {} : { remark: body.remark }),
              ...levelNames(existing.level, existing.code, body.name),
            })
            .where(eq(bladeRegion.code, body.code));
          return;
        }
        const parentCode = body.parentCode || REGION_ROOT_CODE;
        const parent = await findRegion(tx, parentCode);
        if (!parent) throw badRequest(`上级区划 ${parentCode} 不存在，请先创建上级区划`);
        if (parent.level >= MAX_LEVEL) throw badRequest('村级区划下不能再添加下级区划');
        if (!body.code.startsWith(parent.code === REGION_ROOT_CODE ? '' : parent.code)) {
          throw badRequest(`区划编号 ${body.code} 应以上级区划编号 ${parent.code} 开头`);
        }
        const level = parent.level + 1;
        await tx.insert(bladeRegion).values({
          code: body.code,
          parentCode: parent.code,
          ancestors: `${parent.ancestors},${parent.code}`,
          name: body.name,
          provinceCode: parent.provinceCode,
          provinceName: parent.provinceName,
          cityCode: parent.cityCode,
          cityName: parent.cityName,
          districtCode: parent.districtCode,
          districtName: parent.districtName,
          townCode: parent.townCode,
          townName: parent.townName,
          level,
          sort: body.sort ?? 0,
          remark: body.remark ?? null,
          ...levelNames(level, body.code, body.name),
        });
      });
      return ok({});
    });

    admin.post(
      '/remove',
      { schema: { tags, querystring: { type: 'object', required: ['id'], properties: { id: codeSchema } } } },
      async (request) => {
        const code = (request.query as { id: string }).id;
        await db.transaction(async (tx) => {
          const [child] = await tx
            .select({ code: bladeRegion.code })
            .from(bladeRegion)
            .where(eq(bladeRegion.parentCode, code))
            .limit(1);
          if (child) throw badRequest('请先删除子节点!');
          const removed = await tx
            .delete(bladeRegion)
            .where(eq(bladeRegion.code, code))
            .returning({ code: bladeRegion.code });
          if (removed.length === 0) throw badRequest(`区划 ${code} 不存在或已被删除`);
        });
        return ok({});
      },
    );
  });
};

/** The level-specific code/name columns of a region of `level` (e.g. `cityCode`/`cityName` for 2). */
function levelNames(level: number, code: string, name: string): Partial<RegionRow> {
  const prefix = LEVEL_COLUMNS[level];
  if (!prefix) return {};
  return { [`${prefix}Code`]: code, [`${prefix}Name`]: name } as Partial<RegionRow>;
}

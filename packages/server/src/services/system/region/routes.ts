import type { Region, RegionImportResult, TreeNode } from '@blade-console/blade-client/types';
import { regionResource } from '@blade-console/blade-schema';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { filterQuerySchema, pageQuerySchema, pageRequest, selectPage } from '../../../crud/paging';
import { fieldSchema } from '../../../crud/resource';
import { versionSchema } from '../../../crud/routes';
import {
  claimVersions,
  nextVersion,
  parseVersion,
  userIdOf,
  type VersionedTable,
} from '../../../crud/versions';
import type { DbOrTx } from '../../../db/connection';
import { bladeRegion } from '../../../db/schema';
import { REGION_ROOT_CODE } from '../../../db/seed/regions';
import { importQuerySchema, readImportUpload, registerImportUpload } from '../../../excel/upload';
import { fileStamp, importErrorMessage, sendXlsx } from '../../../excel/workbook';
import { currentUser, requireAdminOr, requireSuperAdmin } from '../../../http/auth-hook';
import { badRequest, MSG, ok } from '../../../http/envelope';
import {
  anyResponse,
  type FastifyTypeBox,
  pageResponse,
  rowResponse,
  rowsResponse,
  type ServicePlugin,
  statusResponse,
} from '../../../http/schemas';
import { hasGrantedCode } from '../menu/queries';
import { readRegionSheet, regionWorkbook, templateWorkbook } from './excel';
import {
  applyImport,
  childOf,
  findRegions,
  type ImportPlan,
  levelNames,
  MAX_LEVEL,
  planImport,
} from './import';

type RegionRow = typeof bladeRegion.$inferSelect;

const { fields } = regionResource;

/** Region codes are digits: 2 for a province, 4 a city, 6 a district, 9 a town, 12 a village. */
const CODE_PATTERN = `^\\d{1,${fields.code.max}}$`;
const codeSchema = Type.String({ pattern: CODE_PATTERN, maxLength: fields.code.max });
const optionalCode = Type.Optional(
  Type.String({ pattern: `^\\d{0,${fields.code.max}}$`, maxLength: fields.code.max }),
);

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

/** The JSON schemas of the definition's fields: lengths, bounds and labels (messages name the field). */
const writable = (field: keyof typeof fields) => fieldSchema(fields[field]);

/**
 * `submit` takes the definition's writable fields (the other columns are derived from the parent)
 * with its rules, plus the code's digits; `parentCode` is required of a row but not of a submit (none
 * or "" is the root `00`, and an edit keeps the row's place), so it may be empty here.
 */
const submitSchema = Type.Object({
  code: Type.Unsafe<string>({ ...writable('code'), pattern: CODE_PATTERN }),
  parentCode: Type.Optional(
    Type.Unsafe<string>({ ...writable('parentCode'), minLength: 0, pattern: `^\\d{0,${fields.code.max}}$` }),
  ),
  name: Type.Unsafe<string>(writable('name')),
  sort: Type.Optional(Type.Unsafe<number | null>(writable('sort'))),
  remark: Type.Optional(Type.Unsafe<string | null>(writable('remark'))),
  updateTime: versionSchema,
});

/** Regions as versioned rows (keyed by code): what an edit checks its version against. */
const REGION_ROWS: VersionedTable = {
  table: bladeRegion,
  label: regionResource.label,
  key: bladeRegion.code,
  present: (row) => toVO(row as RegionRow),
};

/** The button permission that lets a non-administrator export regions. */
export const EXPORT_PERMISSION = 'region_export';

/** Entity filters of `list` and `export-region`: code, parentCode and level are exact, name is contained. */
function listFilters(query: Record<string, string | number | undefined>): SQL | undefined {
  // Filters are strings (map-filter values); paging numbers never name a filter.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const { code, parentCode, level } = {
    code: text(query.code),
    parentCode: text(query.parentCode),
    level: text(query.level),
  };
  return and(
    code ? eq(bladeRegion.code, code) : undefined,
    parentCode ? eq(bladeRegion.parentCode, parentCode) : undefined,
    level && /^\d$/.test(level) ? eq(bladeRegion.level, Number(level)) : undefined,
    likeName(query.name),
  );
}

/** `/api/blade-system/region`: reading is open to any signed-in user; changes are for platform administrators. */
export const regionRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['region'];

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

  // Saber's 导出 button: the regions the list filters select, as an .xlsx an import takes back.
  app.get(
    '/export-region',
    {
      preHandler: requireAdminOr((user) => hasGrantedCode(db, user.role_id, EXPORT_PERMISSION)),
      config: { signedLink: true },
      schema: {
        tags,
        summary: 'Regions as an .xlsx (the list filters apply)',
        querystring: filterQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(bladeRegion)
        .where(listFilters(request.query))
        .orderBy(asc(bladeRegion.code));
      const stamp = fileStamp();
      return sendXlsx(reply, await regionWorkbook(rows), `行政区划数据${stamp}.xlsx`, `region-${stamp}.xlsx`);
    },
  );

  // The import template: the header row only. Nothing in it is private, so any signed-in user.
  app.get(
    '/export-template',
    {
      config: { signedLink: true },
      schema: { tags, summary: 'The empty .xlsx template of region/import-region' },
    },
    async (_request, reply) =>
      sendXlsx(reply, await templateWorkbook(), '行政区划导入模板.xlsx', 'region-template.xlsx'),
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
    admin.addHook('preHandler', requireSuperAdmin);
    await registerImportUpload(admin, ctx.config.uploadMaxBytes);

    // Saber's 导入 button: multipart `file` (.xlsx) and `isCovered` (1 overwrites existing codes,
    // 0 skips them; also accepted in the query, where Saber puts it). All rows or none.
    admin.post(
      '/import-region',
      {
        schema: {
          tags,
          summary: 'Import regions from an .xlsx (multipart `file`, `isCovered` 0/1)',
          querystring: importQuerySchema,
          response: anyResponse,
        },
      },
      async (request) => {
        const upload = await readImportUpload(request, request.query.isCovered, ctx.config.uploadMaxBytes);
        const rows = await readRegionSheet(upload.content);
        const result = await db.transaction(async (tx) => {
          const existing = await findRegions(
            tx,
            rows.flatMap((r) => [r.code, r.parentCode]).filter((c) => /^\d{1,12}$/.test(c)),
          );
          const plan: ImportPlan = planImport(rows, existing, upload.isCovered);
          if (plan.errors.length > 0) throw badRequest(importErrorMessage(plan.errors));
          const stamp = {
            updateUser: userIdOf(currentUser(request)),
            updateTime: nextVersion([...existing.values()].map((row) => row.updateTime)),
          };
          return applyImport(tx, plan, stamp);
        });
        return ok<RegionImportResult>(result);
      },
    );

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
          await tx.insert(bladeRegion).values({
            ...childOf(parent, {
              code: body.code,
              name: body.name,
              sort: body.sort ?? 0,
              remark: body.remark ?? null,
            }),
            updateUser: userIdOf(user),
            updateTime: nextVersion([]),
          });
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

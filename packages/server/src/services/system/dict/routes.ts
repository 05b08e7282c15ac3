import { dictBizResource, dictResource, labelOf } from '@blade-console/blade-schema';
import { and, eq, ne } from 'drizzle-orm';
import { Type } from 'typebox';
import { idString } from '../../../crud/fields';
import type { CrudModel, WriteEvent } from '../../../crud/model';
import { pageQuerySchema, pageQueryWith } from '../../../crud/paging';
import { modelFor, type ResourceExtras } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import type { Db } from '../../../db/connection';
import { parseId } from '../../../db/ids';
import { bladeDict, bladeDictBiz } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import { type FastifyTypeBox, pageResponse, rowsResponse, type ServicePlugin } from '../../../http/schemas';
import { msg } from '../../../i18n';

/**
 * Dictionaries: a parent row per `code` (parentId 0, dictKey "-1") with its items as children.
 * System (`blade_dict`) and business (`blade_dict_biz`, per tenant) dictionaries share this code.
 * What they add to their definition: the tree, and the key and code rules of {@link normalizeDictRow}.
 */
const dictExtras: ResourceExtras = {
  tree: { title: 'dictValue' },
  // An item takes its parent's code, so an insert need not carry one (checked after the hook).
  derived: ['code'],
  beforeWrite: normalizeDictRow,
};

/** Parents get key "-1"; items inherit their parent's code and need a key unique within the code. */
async function normalizeDictRow({ tx, values, id, isInsert, user, model }: WriteEvent): Promise<void> {
  const current = isInsert ? undefined : await model.find(tx, user, id);
  const parentId = (values.parentId ?? current?.parentId ?? 0n) as bigint;
  if (parentId === 0n) {
    values.dictKey = '-1';
    if (!values.code && !current?.code) throw badRequest(msg('system.dictCodeMissing'));
  } else {
    const parent = await model.find(tx, user, parentId);
    if (!parent) throw badRequest(msg('system.parentNotFound', { label: labelOf('dict', dictResource) }));
    values.code = parent.code;
    const key = values.dictKey ?? current?.dictKey;
    if (key === undefined || key === null || key === '' || key === '-1')
      throw badRequest(msg('system.dictKeyMissing'));
  }
  const code = values.code ?? current?.code;
  const key = values.dictKey ?? current?.dictKey;
  const [clash] = await tx
    .select({ id: model.column('id') })
    .from(model.table)
    .where(
      and(
        model.visible(user),
        eq(model.column('code'), code),
        eq(model.column('dictKey'), key),
        ne(model.column('id'), id),
      ),
    )
    .limit(1);
  if (clash) throw badRequest(msg(parentId === 0n ? 'system.dictCodeTaken' : 'system.dictKeyTaken'));
}

const codeQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 255 }) });

function registerDictRoutes(app: FastifyTypeBox, db: Db, model: CrudModel, tag: string): void {
  const tags = [tag];
  // `dictionary` is for every signed-in user (dropdowns); everything else is for administrators.
  app.get(
    '/dictionary',
    {
      schema: {
        tags,
        summary: `${model.label.zh}项列表`,
        description: 'Items of a dictionary code',
        querystring: codeQuery,
        response: rowsResponse,
      },
    },
    async (request) => {
      const { code } = request.query;
      const user = currentUser(request);
      const rows = await model.all(
        db,
        user,
        {},
        and(eq(model.column('code'), code), ne(model.column('parentId'), 0n)),
      );
      return ok(
        rows.map((r) => ({
          id: r.id,
          parentId: r.parentId,
          code: r.code,
          dictKey: r.dictKey,
          dictValue: r.dictValue,
          sort: r.sort,
          remark: r.remark ?? '',
        })),
      );
    },
  );

  app.register(async (admin: FastifyTypeBox) => {
    registerCrudRoutes(admin, db, model, { tag, list: 'forest' });
    const listQuery = pageQuerySchema;

    admin.get(
      '/parent-list',
      {
        schema: {
          tags,
          summary: `${model.label.zh}编码分页`,
          description: 'Dictionary codes (page)',
          querystring: listQuery,
          response: pageResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        return ok(await model.list(db, user, request.query, eq(model.column('parentId'), 0n)));
      },
    );

    admin.get(
      '/child-list',
      {
        schema: {
          tags,
          summary: `${model.label.zh}项分页`,
          description: 'Items of one dictionary (page)',
          querystring: pageQueryWith({ parentId: idString() }),
          response: pageResponse,
        },
      },
      async (request) => {
        const query = request.query;
        const parentId = parseId(query.parentId) ?? 0n;
        const { parentId: _omit, ...filters } = query;
        return ok(
          await model.list(db, currentUser(request), filters, eq(model.column('parentId'), parentId)),
        );
      },
    );

    admin.get(
      '/tree',
      {
        schema: {
          tags,
          summary: `${model.label.zh}树形结构`,
          description: 'Dictionary tree (TreeNode)',
          response: rowsResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        return ok(model.treeNodes(await model.all(db, user)));
      },
    );
  });
}

/** System dictionaries: fields, lengths and filters from the definition (shared by every tenant). */
export const dictModelSystem = modelFor(dictResource, bladeDict, dictExtras);
/** Business dictionaries: the same fields and rules from their definition, per tenant. */
export const dictModelBiz = modelFor(dictBizResource, bladeDictBiz, dictExtras);

/** `/api/blade-system/dict`. */
export const dictRoutes: ServicePlugin = async (app, { ctx }) => {
  registerDictRoutes(app, ctx.db, dictModelSystem, 'dict');
};

/** `/api/blade-system/dict-biz` (per tenant). */
export const dictBizRoutes: ServicePlugin = async (app, { ctx }) => {
  registerDictRoutes(app, ctx.db, dictModelBiz, 'dict-biz');
};

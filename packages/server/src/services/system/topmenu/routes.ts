import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { idArray, integer, nonEmptyIdArray, requiredText, text } from '../../../crud/fields';
import { CrudModel } from '../../../crud/model';
import { registerCrudRoutes } from '../../../crud/routes';
import { bladeMenu, bladeTopMenu } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import { type ServicePlugin, statusResponse } from '../../../http/schemas';
import { grantTopMenus } from '../menu/manage';

export const topMenuModel = new CrudModel({
  table: bladeTopMenu,
  label: '顶部菜单',
  fields: {
    code: requiredText(255),
    name: requiredText(255),
    source: text(255),
    path: text(255),
    sort: integer(),
  },
  required: ['code', 'name'],
  filters: ['code', 'name', 'path'],
  orderBy: [{ field: 'sort' }],
});

/** `/api/blade-system/topmenu`: CRUD plus `grant` (which menus each top menu shows). */
export const topMenuRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  registerCrudRoutes(app, db, topMenuModel, { tag: 'topmenu' });

  app.post(
    '/grant',
    {
      schema: {
        tags: ['topmenu'],
        body: Type.Object({ topMenuIds: nonEmptyIdArray, menuIds: idArray }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const topMenuIds = [...new Set(body.topMenuIds)].map((id) => BigInt(id));
      const menuIds = [...new Set(body.menuIds)].map((id) => BigInt(id));
      await db.transaction(async (tx) => {
        const tops = await topMenuModel.all(tx, user, {}, inArray(bladeTopMenu.id, topMenuIds));
        if (tops.length !== topMenuIds.length) throw badRequest('顶部菜单不存在或已被删除');
        if (menuIds.length) {
          const menus = await tx
            .select({ id: bladeMenu.id })
            .from(bladeMenu)
            .where(inArray(bladeMenu.id, menuIds));
          if (menus.length !== menuIds.length) throw badRequest('菜单不存在或已被删除');
        }
        await grantTopMenus(tx, topMenuIds, menuIds);
      });
      return ok({});
    },
  );
};

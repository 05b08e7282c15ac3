import { topMenuResource } from '@blade-console/blade-schema';
import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { idArray, nonEmptyIdArray, uniqueIds } from '../../../crud/fields';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes, versionsSchema } from '../../../crud/routes';
import { claimVersions, versionsOf } from '../../../crud/versions';
import { bladeMenu, bladeTopMenu } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { badRequest, ok } from '../../../http/envelope';
import { type ServicePlugin, statusResponse } from '../../../http/schemas';
import { grantTopMenus } from '../menu/manage';

/** Top menus: fields, rules and order from the definition; `grant` below stays special. */
export const topMenuModel = modelFor(topMenuResource, bladeTopMenu);

/** `/api/blade-system/topmenu`: CRUD plus `grant` (which menus each top menu shows). */
export const topMenuRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  registerCrudRoutes(app, db, topMenuModel, { tag: 'topmenu' });

  app.post(
    '/grant',
    {
      schema: {
        tags: ['topmenu'],
        body: Type.Object({ topMenuIds: nonEmptyIdArray, menuIds: idArray, versions: versionsSchema }),
        response: statusResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const topMenuIds = uniqueIds(body.topMenuIds);
      const menuIds = uniqueIds(body.menuIds);
      const versions = versionsOf(body.versions);
      await db.transaction(async (tx) => {
        // A grant changes the top menus: each is checked against the version it was loaded with.
        const tops = await claimVersions(tx, topMenuModel.versionedRows(user), user, topMenuIds, versions);
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

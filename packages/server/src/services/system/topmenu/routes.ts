import { topMenuResource } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import { idArray, nonEmptyIdArray } from '../../../crud/fields';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes, versionsSchema } from '../../../crud/routes';
import { bladeTopMenu } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { ok } from '../../../http/envelope';
import { type ServicePlugin, statusResponse } from '../../../http/schemas';
import { msg } from '../../../i18n';
import { claimMenuGrant, grantTopMenus } from '../menu/manage';

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
      const { topMenuIds, ...sent } = request.body;
      await db.transaction(async (tx) => {
        const owners = {
          rows: topMenuModel.versionedRows(user),
          missing: msg('crud.notFound', { label: topMenuModel.label }),
        };
        const { ownerIds, menuIds } = await claimMenuGrant(tx, user, owners, {
          ownerIds: topMenuIds,
          ...sent,
        });
        await grantTopMenus(tx, ownerIds, menuIds);
      });
      return ok({});
    },
  );
};

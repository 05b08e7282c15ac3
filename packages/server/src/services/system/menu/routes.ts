import type { Menu } from '@blade-console/blade-client/types';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { Type } from 'typebox';
import { optionalIdString } from '../../../crud/fields';
import { parseId } from '../../../db/ids';
import { bladeTopMenu } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { MSG, ok } from '../../../http/envelope';
import { anyResponse, rowsResponse, type ServicePlugin } from '../../../http/schemas';
import { allMenus, grantedMenuIds, menuForestWithAncestors, topMenuMenuIds } from './queries';

const MENU = 1;
const BUTTON = 2;

/** `/api/blade-system/menu`: the signed-in user's routes, buttons and top menus (blade-api.md §5.2). */
export const menuRoutes: ServicePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['menu'];

  app.get(
    '/routes',
    {
      schema: {
        tags,
        summary: '前端菜单数据',
        description: 'Menu forest of the caller (category 1 + ancestors); public: `{}` without a token',
        querystring: Type.Object({ topMenuId: optionalIdString() }),
        // `{}` without a token, else the forest.
        response: anyResponse,
      },
    },
    async (request) => {
      // Public on purpose (Blade's skip list): without a token there is simply nothing to show.
      if (!request.user) return ok({}, MSG.noData);
      const { topMenuId } = request.query;
      let granted = await grantedMenuIds(db, request.user.role_id);
      const topId = parseId(topMenuId);
      if (topId !== undefined) {
        const inTop = await topMenuMenuIds(db, topId);
        granted = new Set([...granted].filter((id) => inTop.has(id)));
      }
      const menus = await allMenus(db);
      const menuIds = menus
        .filter((m) => m.category === MENU && granted.has(String(m.id)))
        .map((m) => String(m.id));
      const forest: Menu[] = menuForestWithAncestors(menus, menuIds, (m) => m.category === MENU);
      return ok(forest);
    },
  );

  app.get(
    '/buttons',
    {
      schema: {
        tags,
        summary: '前端按钮数据',
        description: 'Pages owning granted buttons, buttons as leaves',
        response: rowsResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const granted = await grantedMenuIds(db, user.role_id);
      const menus = await allMenus(db);
      const buttonIds = menus
        .filter((m) => m.category === BUTTON && granted.has(String(m.id)))
        .map((m) => String(m.id));
      return ok(menuForestWithAncestors(menus, buttonIds));
    },
  );

  // The caller's tenant's top menus, and the shared ones (no tenant).
  app.get(
    '/top-menu',
    { schema: { tags, summary: '顶部菜单数据', description: 'Top menus by sort', response: rowsResponse } },
    async (request) => {
      const user = currentUser(request);
      const rows = await db
        .select()
        .from(bladeTopMenu)
        .where(
          and(
            eq(bladeTopMenu.isDeleted, 0),
            or(isNull(bladeTopMenu.tenantId), eq(bladeTopMenu.tenantId, user.tenant_id)),
          ),
        )
        .orderBy(asc(bladeTopMenu.sort), asc(bladeTopMenu.id));
      return ok(rows);
    },
  );
};

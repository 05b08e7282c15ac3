import { postResource } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { bladePost } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { ok } from '../../../http/envelope';
import { type FastifyTypeBox, rowsResponse, type ServicePlugin } from '../../../http/schemas';
import { asTenant, optionalTenantId } from '../dept/routes';

/** Posts: fields, rules, the unique code and the category's dictionary names from the definition. */
export const postModel = modelFor(postResource, bladePost);

/** `/api/blade-system/post`: CRUD for administrators, `select` for any signed-in user. */
export const postRoutes: ServicePlugin = async (app, { ctx }) => {
  app.get(
    '/select',
    {
      schema: {
        tags: ['post'],
        querystring: Type.Object({ tenantId: optionalTenantId }),
        response: rowsResponse,
      },
    },
    async (request) => {
      const user = asTenant(request, currentUser(request));
      return ok(await postModel.present(ctx.db, user, await postModel.all(ctx.db, user)));
    },
  );
  await app.register(async (admin: FastifyTypeBox) =>
    registerCrudRoutes(admin, ctx.db, postModel, { tag: 'post' }),
  );
};

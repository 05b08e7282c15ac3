import { postResource } from '@blade-console/blade-schema';
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../../../context';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { bladePost } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { ok } from '../../../http/envelope';
import { asTenant } from '../dept/routes';

/** Posts: fields, rules, the unique code and the category's dictionary names from the definition. */
export const postModel = modelFor(postResource, bladePost);

/** `/api/blade-system/post`: CRUD for administrators, `select` for any signed-in user. */
export const postRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/select',
    {
      schema: {
        tags: ['post'],
        querystring: { type: 'object', properties: { tenantId: { type: 'string', maxLength: 12 } } },
      },
    },
    async (request) => {
      const user = asTenant(request, currentUser(request));
      return ok(await postModel.present(ctx.db, user, await postModel.all(ctx.db, user)));
    },
  );
  await app.register(async (admin) => registerCrudRoutes(admin, ctx.db, postModel, { tag: 'post' }));
};

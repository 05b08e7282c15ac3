import { Type } from 'typebox';
import { integer, requiredText, text } from '../../../crud/fields';
import { CrudModel } from '../../../crud/model';
import { registerCrudRoutes } from '../../../crud/routes';
import { uniqueWithinScope } from '../../../crud/unique';
import { bladePost } from '../../../db/schema';
import { currentUser } from '../../../http/auth-hook';
import { ok } from '../../../http/envelope';
import { type FastifyTypeBox, rowsResponse, type ServicePlugin } from '../../../http/schemas';
import { asTenant, optionalTenantId } from '../dept/routes';
import { addDictNames } from '../dict/lookup';

export const postModel = new CrudModel({
  table: bladePost,
  label: '岗位',
  fields: {
    category: integer(1),
    postCode: requiredText(12),
    postName: requiredText(64),
    sort: integer(),
    remark: text(255),
  },
  required: ['postCode', 'postName'],
  filters: ['postCode', 'postName', 'category', 'createTime'],
  orderBy: [{ field: 'sort' }],
  beforeWrite: uniqueWithinScope(['postCode'], '当前岗位编号已存在!'),
  decorate: (rows, db) => addDictNames(db, rows, 'category', 'post_category'),
});

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

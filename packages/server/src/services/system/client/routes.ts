import { clientResource } from '@blade-console/blade-schema';
import type { WriteEvent } from '../../../crud/model';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { uniqueWithinScope } from '../../../crud/unique';
import { bladeClient } from '../../../db/schema';
import { badRequest } from '../../../http/envelope';
import type { ServicePlugin } from '../../../http/schemas';

/**
 * The secret is required on insert only: an empty secret on update means "keep the current one"
 * (secrets are never sent to clients, so a form cannot send it back).
 */
async function keepSecretAndDefaults(event: WriteEvent): Promise<void> {
  const { values, isInsert } = event;
  const noSecret =
    values.clientSecret === '' || values.clientSecret === null || values.clientSecret === undefined;
  if (!isInsert && noSecret) delete values.clientSecret;
  if (isInsert && noSecret) throw badRequest('缺少必要的请求参数: clientSecret');
  if (isInsert) {
    values.scope ??= 'all';
    values.authorizedGrantTypes ??= 'refresh_token,password,captcha';
  }
  await uniqueWithinScope(['clientId'], '当前客户端编号已存在!')(event);
}

/**
 * Fields, lengths and bounds from the definition; the secret stays special: hidden from every
 * answer (and so from filters and sorting), checked and kept by {@link keepSecretAndDefaults}.
 */
export const clientModel = modelFor(clientResource, bladeClient, {
  hidden: ['clientSecret'],
  beforeWrite: keepSecretAndDefaults,
});

/**
 * `/api/blade-system/client`: OAuth clients, shared by every tenant, so platform administrators only
 * (a tenant administrator changing `saber`'s secret would lock everyone out); secrets are write-only.
 */
export const clientRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, clientModel, { tag: 'client', access: 'super' });
};

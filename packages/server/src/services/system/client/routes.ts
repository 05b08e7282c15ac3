import { integer, requiredText, text } from '../../../crud/fields';
import { CrudModel, type WriteEvent } from '../../../crud/model';
import { registerCrudRoutes } from '../../../crud/routes';
import { uniqueWithinScope } from '../../../crud/unique';
import { bladeClient } from '../../../db/schema';
import type { ServicePlugin } from '../../../http/schemas';

/** An empty secret on update means "keep the current one": secrets are never sent to clients. */
async function keepSecretAndDefaults(event: WriteEvent): Promise<void> {
  const { values, isInsert } = event;
  if (!isInsert && (values.clientSecret === '' || values.clientSecret === null)) delete values.clientSecret;
  if (isInsert) {
    values.scope ??= 'all';
    values.authorizedGrantTypes ??= 'refresh_token,password,captcha';
  }
  await uniqueWithinScope(['clientId'], '当前客户端编号已存在!')(event);
}

export const clientModel = new CrudModel({
  table: bladeClient,
  label: '客户端',
  fields: {
    clientId: requiredText(48),
    clientSecret: text(256),
    resourceIds: text(256),
    scope: text(256),
    authorizedGrantTypes: text(256),
    webServerRedirectUri: text(256),
    authorities: text(256),
    accessTokenValidity: integer(1, 31_536_000),
    refreshTokenValidity: integer(1, 31_536_000),
    additionalInformation: text(4096),
    autoapprove: text(256),
  },
  required: ['clientId', 'clientSecret', 'accessTokenValidity', 'refreshTokenValidity'],
  filters: ['clientId', 'scope', 'authorizedGrantTypes'],
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

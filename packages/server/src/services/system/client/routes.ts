import { clientResource } from '@blade-console/blade-schema';
import type { WriteEvent } from '../../../crud/model';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { keepSecret, maskSecret } from '../../../crud/secrets';
import { uniqueWithinScope } from '../../../crud/unique';
import { bladeClient } from '../../../db/schema';
import type { ServicePlugin } from '../../../http/schemas';
import { msg } from '../../../i18n';

const keepClientSecret = keepSecret('clientSecret');

/**
 * The secret is required on insert only: on update, the mask (what list and detail answer in its
 * place), an empty value or none means "keep the current one".
 */
async function keepSecretAndDefaults(event: WriteEvent): Promise<void> {
  const { values, isInsert } = event;
  keepClientSecret(event);
  if (isInsert) {
    values.scope ??= 'all';
    values.authorizedGrantTypes ??= 'refresh_token,password,captcha';
  }
  await uniqueWithinScope(['clientId'], msg('system.clientIdTaken'))(event);
}

/**
 * Fields, lengths and bounds from the definition; the secret stays special: hidden from every
 * answer (and so from filters and sorting) with the fixed mask in its place, so a form that
 * requires the field (BladeX 4.x's Saber) can still edit a client; kept by {@link keepSecretAndDefaults}.
 */
export const clientModel = modelFor(clientResource, bladeClient, {
  hidden: ['clientSecret'],
  beforeWrite: keepSecretAndDefaults,
  decorate: async (rows) => maskSecret(rows, 'clientSecret'),
});

/**
 * `/api/blade-system/client`: OAuth clients, shared by every tenant, so platform administrators only
 * (a tenant administrator changing `saber`'s secret would lock everyone out); secrets are write-only.
 */
export const clientRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, clientModel, { tag: 'client', access: 'super' });
};

import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../src/auth/jwt';
import type { CrudModel } from '../src/crud/model';
import { wireRowSchema } from '../src/crud/row-schema';
import { toWireValue } from '../src/http/wire-format';
import { clientModel } from '../src/services/system/client/routes';
import { paramModel } from '../src/services/system/param/routes';
import { postModel } from '../src/services/system/post/routes';
import { tenantModel } from '../src/services/system/tenant/routes';
import { userModel } from '../src/services/user/model';
import { authed, dataOf } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

/**
 * Issue 18: the generic list and detail routes describe their rows' columns, so Fastify's fast
 * serialiser writes them by type; the answer must be exactly what the rows are on the wire.
 */
describe('the row schema of generic list and detail routes', () => {
  it('types the shown columns: ids, text and dates as strings, numbers as numbers', async () => {
    const docs = (await signedIn.server.app.inject({ url: '/api/docs/json' })).json();
    const answer = (path: string) =>
      docs.paths[path].get.responses['200'].content['application/json'].schema.properties.data;
    const row = answer('/api/blade-system/param/list').properties.records.items;
    expect(row.properties).toMatchObject({
      id: { type: 'string' },
      paramKey: { type: 'string' },
      createTime: { type: 'string' },
      status: { type: 'number' },
    });
    expect(row.additionalProperties).toBe(true);
    expect(answer('/api/blade-system/param/detail').properties.id).toEqual({ type: 'string' });
    // Hidden columns are not described (nor sent).
    expect(
      Object.keys((wireRowSchema(userModel) as unknown as { properties: object }).properties),
    ).not.toContain('password');
  });

  const lists: [string, CrudModel][] = [
    ['/api/blade-system/param/list', paramModel],
    ['/api/blade-system/tenant/list', tenantModel],
    ['/api/blade-system/client/list', clientModel],
    ['/api/blade-user/list', userModel],
    ['/api/blade-system/post/list', postModel],
  ];
  it.each(lists)('%s answers the rows exactly as JSON would write them', async (url, model) => {
    const user = decodeJwt(signedIn.token) as unknown as AccessClaims;
    const page = await model.list(signedIn.server.database.db, user, { current: 1, size: 100 });
    expect(page.records.length).toBeGreaterThan(0);
    const sent = await dataOf(authed(signedIn.server.app, signedIn.token, { url: `${url}?size=100` }));
    expect(sent).toEqual(JSON.parse(JSON.stringify(toWireValue(page))));
    const first = page.records[0] as { id: bigint };
    const detail = await dataOf(
      authed(signedIn.server.app, signedIn.token, { url: url.replace(/list$/, `detail?id=${first.id}`) }),
    );
    expect(detail).toEqual(
      JSON.parse(
        JSON.stringify(toWireValue(await model.detail(signedIn.server.database.db, user, first.id))),
      ),
    );
  });
});

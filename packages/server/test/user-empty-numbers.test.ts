import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeUser } from '../src/db/schema';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';
import { newUserBody } from './support/user-body';

const signedIn = signedInServerForFile();

const call = (url: string, payload?: object) =>
  authed(signedIn.server.app, signedIn.token, payload ? { method: 'POST', url, payload } : { url });

describe("a user saved back as it was loaded, with Blade's -1 for a gender left empty", () => {
  it('is saved through update and submit, the gender staying empty', async () => {
    const created = await call('/api/blade-user/submit', newUserBody('nogender', { realName: '未填性别' }));
    expect(created.statusCode, created.body).toBe(200);
    const [listed] = (await call('/api/blade-user/page?account_equal=nogender')).json().data.records;
    // blade-api.md §2: "null-to-empty: … Number → -1".
    const detail = (await call(`/api/blade-user/detail?id=${listed.id}`)).json().data;
    expect(detail.sex).toBe(-1);

    for (const path of ['update', 'submit']) {
      const current = (await call(`/api/blade-user/detail?id=${listed.id}`)).json().data;
      const saved = await call(`/api/blade-user/${path}`, { ...current, realName: `保存${path}` });
      expect(saved.statusCode, `${path}: ${saved.body}`).toBe(200);
    }
    const [row] = await signedIn.server.database.db
      .select({ sex: bladeUser.sex!, realName: bladeUser.realName! })
      .from(bladeUser)
      .where(eq(bladeUser.id!, BigInt(listed.id)));
    expect(row).toEqual({ sex: null, realName: '保存submit' });
  });
});

import { userResource } from '@blade-console/blade-schema';
import { hashPassword } from '../auth/password';
import { adminOf } from './auth';
import { fail, filterRows, ok, paginate } from './respond';
import { csv, type MockRoutes, readJson } from './routes';
import { validateSubmit } from './say';
import { ADMIN_ID } from './seed';
import type { MockStore } from './store';

/**
 * /blade-user: the page, submit and update with the definition's field rules, platform details,
 * password resets, unlocking, guest approval, the signed-in user's own info and password, and grants.
 * `passwords` are the plain passwords by account the mocks sign in with.
 */
export function userHandlers(
  { get, post, crud }: MockRoutes,
  store: MockStore,
  passwords: Record<string, string>,
): void {
  const admin = () => adminOf(store);
  const U = '/blade-user';
  crud(U, 'user', { list: false, submit: false });
  get(`${U}/page`, ({ query }) => ok(paginate(filterRows(store.table('user'), query), query)));
  // The definition's field rules (lengths, the account) apply to users too.
  post(`${U}/submit`, async ({ request }) => {
    const body = await readJson(request);
    const error = validateSubmit(userResource, body);
    return error ? fail(error) : ok(store.submit('user', body));
  });
  post(`${U}/update`, async ({ request }) => {
    const body = await readJson(request);
    if (!body.id) return fail('缺少必要的请求参数: id');
    const error = validateSubmit(userResource, body);
    return error ? fail(error) : ok(store.submit('user', body));
  });
  post(`${U}/update-platform`, ({ query }) => {
    store.submit('userPlatform', {
      id: query.get('userId') ?? '',
      userId: query.get('userId'),
      userType: Number(query.get('userType')),
      userExt: query.get('userExt') ?? '',
    });
    return ok({});
  });
  get(`${U}/platform-detail`, ({ query }) => {
    const id = query.get('id') ?? '';
    return ok({
      ...store.find('user', id),
      userId: id,
      userType: 1,
      userExt: '{}',
      ...store.find('userPlatform', id),
    });
  });
  get(`${U}/info`, () => ok(admin()));
  const requireUsers = (query: URLSearchParams) => csv(query.get('userIds')).length > 0;
  post(`${U}/reset-password`, ({ query }) => (requireUsers(query) ? ok({}) : fail('请至少选择一个用户')));
  post(`${U}/unlock`, ({ query }) => (requireUsers(query) ? ok({}) : fail('请至少选择一个用户')));
  // Guest approval (SPEC §6): the server's USER_STATUS, 1 active and 2 refused.
  for (const [path, status] of [
    ['audit-pass', 1],
    ['audit-refuse', 2],
  ] as const) {
    post(`${U}/${path}`, ({ query }) => {
      const users = csv(query.get('userIds')).map((id) => store.find('user', id));
      if (users.length === 0 || users.some((user) => !user)) return fail('用户不存在或不属于当前租户');
      for (const user of users) user!.status = status;
      return ok({});
    });
  }
  post(`${U}/update-password`, ({ query }) => {
    if (query.get('newPassword') !== query.get('newPassword1')) return fail('请输入正确的确认密码!');
    if (query.get('oldPassword') !== hashPassword(passwords.admin ?? '')) return fail('原密码不正确!');
    return ok({});
  });
  post(`${U}/update-info`, async ({ request }) =>
    ok(store.submit('user', { ...(await readJson(request)), id: ADMIN_ID })),
  );
  post(`${U}/grant`, ({ query }) => {
    const roleId = query.get('roleIds') ?? '';
    for (const id of csv(query.get('userIds'))) {
      const user = store.find('user', id);
      if (user) user.roleId = roleId;
    }
    return ok({});
  });
}

import { createHash } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** Calling the Blade API from the e2e tests: to prepare data and to check what a page shows. */

/** The console sends md5(password) to the token endpoint and the user APIs. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Seeded ids (packages/server/src/db/seed): roles and departments the tests put users in. */
export const SEED = {
  adminUser: '1123598821738675201',
  administratorRole: '1123598816738675201',
  userRole: '1123598816738675202',
  rootDept: '1123598813738675201',
  changzhouDept: '1123598813738675202',
  suzhouDept: '1123598813738675203',
} as const;

/** The access token of a signed-in context (the console keeps it in a cookie). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((item) => item.name === 'saber-access-token');
  if (!cookie?.value) throw new Error('not signed in: no access-token cookie');
  return decodeURIComponent(cookie.value);
}

type Params = Record<string, string | number | boolean>;

/** The Blade API with a token: answers `data` of the envelope and fails on any code but 200. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(page: Page): Promise<Api> {
    return new Api(page.request, await tokenOf(page.context()));
  }

  private headers() {
    return { 'Blade-Auth': `bearer ${this.token}` };
  }

  async get<T = unknown>(url: string, params?: Params): Promise<T> {
    return this.read<T>(url, await this.request.get(`/api${url}`, { params, headers: this.headers() }));
  }

  async post<T = unknown>(url: string, options: { params?: Params; data?: unknown } = {}): Promise<T> {
    const response = await this.request.post(`/api${url}`, {
      params: options.params,
      data: options.data,
      headers: this.headers(),
    });
    return this.read<T>(url, response);
  }

  /** The whole envelope, whatever its code (to check a refusal). */
  async raw(method: 'GET' | 'POST', url: string, params?: Params) {
    const response = await this.request.fetch(`/api${url}`, { method, params, headers: this.headers() });
    return (await response.json()) as { code: number; success: boolean; msg: string; data: unknown };
  }

  private async read<T>(url: string, response: Awaited<ReturnType<APIRequestContext['get']>>) {
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
    return body.data;
  }
}

/** The password grant as the console sends it (md5 password, Basic client header). */
export async function passwordGrant(
  request: APIRequestContext,
  account: string,
  password: string,
  tenantId = '000000',
) {
  const response = await request.post('/api/blade-auth/oauth/token', {
    params: { grant_type: 'password', username: account, password: md5(password), tenantId, scope: 'all' },
    headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
  });
  return (await response.json()) as { access_token?: string; error_description?: string };
}

/** Creates a user of tenant 000000 through the API; answers its id. */
export async function createUser(
  api: Api,
  fields: { account: string; password: string; realName: string; roleId?: string; deptId?: string },
): Promise<string> {
  await api.post('/blade-user/submit', {
    data: {
      tenantId: '000000',
      name: fields.realName,
      roleId: SEED.userRole,
      deptId: SEED.changzhouDept,
      ...fields,
      password: md5(fields.password),
    },
  });
  const page = await api.get<{ records: { id: string; account: string }[] }>('/blade-user/page', {
    account: fields.account,
    current: 1,
    size: 10,
  });
  const user = page.records.find((record) => record.account === fields.account);
  if (!user) throw new Error(`user ${fields.account} was not created`);
  return String(user.id);
}

// Toasts are status lines and errors alerts; a modal dialog hides them from the accessibility tree,

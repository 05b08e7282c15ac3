// Over 300 lines: it groups the HTTP core's cases (envelope, headers, errors of SPEC §8, remove and download).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBladeClient } from '../client';
import { createBladeStorage } from '../storage/storage';
import { createFakeFetch, json, ok } from '../test-utils';
import {
  BladeApiError,
  BladeError,
  BladeNetworkError,
  BladeTimeoutError,
  BladeUnauthorizedError,
  BladeWhitelistedError,
  isBladeError,
} from './errors';
import { createHttp } from './http';

const BASIC_SABER = `Basic ${btoa('saber:saber_secret')}`;

function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('http core: success and envelope', () => {
  it('prefixes /api, resolves the envelope data and passes absolute URLs through', async () => {
    const fake = createFakeFetch(() => ok({ id: '1' }));
    const http = createHttp({ fetch: fake.fetch });
    await expect(http.get('/blade-system/param/detail', { id: '1' })).resolves.toEqual({ id: '1' });
    await http.get('/api/already/prefixed');
    await http.get('https://other.example/x');
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/api/blade-system/param/detail?id=1',
      '/api/already/prefixed',
      'https://other.example/x',
    ]);
  });

  it('drops undefined, null and empty-string query values', async () => {
    const fake = createFakeFetch();
    const http = createHttp({ fetch: fake.fetch });
    await http.get('/x', { a: undefined, b: null, c: '', d: 0, e: false, f: 'v w' });
    expect(fake.calls[0]?.url).toBe('/api/x?d=0&e=false&f=v%20w');
  });

  it('treats HTTP 500 with body code 200 as success: the body code decides', async () => {
    const fake = createFakeFetch(() => json({ code: 200, success: true, data: 'fine', msg: '' }, 500));
    await expect(createHttp({ fetch: fake.fetch }).get('/x')).resolves.toBe('fine');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fake = createFakeFetch();
    await createHttp({ fetch: fake.fetch }).post('/x', { a: 1 });
    expect(fake.calls[0]?.body).toBe('{"a":1}');
    expect(fake.calls[0]?.headers.get('Content-Type')).toContain('application/json');
  });
});

describe('http core: headers', () => {
  it('sends the Basic client header on every call and Blade-Auth when a token exists', async () => {
    const fake = createFakeFetch();
    const http = createHttp({ fetch: fake.fetch, getToken: () => 'tok' });
    await http.get('/x');
    expect(fake.calls[0]?.headers.get('Authorization')).toBe(BASIC_SABER);
    expect(fake.calls[0]?.headers.get('Blade-Auth')).toBe('bearer tok');
  });

  it('sends neither the client secret nor the token to another host', async () => {
    const fake = createFakeFetch();
    const http = createHttp({
      fetch: fake.fetch,
      baseUrl: 'https://gw.example.com/api',
      getToken: () => 'tok',
    });
    await http.get('https://files.elsewhere.example/a.png');
    await http.get('https://gw.example.com/other/path');
    expect(fake.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(fake.calls[0]?.headers.has('Blade-Auth')).toBe(false);
    expect(fake.calls[1]?.headers.get('Authorization')).toBe(BASIC_SABER);
    expect(fake.calls[1]?.headers.get('Blade-Auth')).toBe('bearer tok');
  });

  it('asks the API for the current language on every call, and no other host', async () => {
    const fake = createFakeFetch();
    let language = 'en';
    const http = createHttp({
      fetch: fake.fetch,
      baseUrl: 'https://gw.example.com/api',
      language: () => language,
    });
    await http.get('/x');
    language = 'zh-CN';
    await http.get('/x');
    await http.get('https://files.elsewhere.example/a.png');
    await createHttp({ fetch: fake.fetch, language: 'en' }).get('/y');
    await createHttp({ fetch: fake.fetch }).get('/z');
    expect(fake.calls.map((call) => call.headers.get('Accept-Language'))).toEqual([
      'en',
      'zh-CN',
      null,
      'en',
      null,
    ]);
  });

  it('leaves out Blade-Auth without a token or with meta.isToken false', async () => {
    const fake = createFakeFetch();
    await createHttp({ fetch: fake.fetch }).get('/x');
    await createHttp({ fetch: fake.fetch, getToken: () => 'tok' }).request({
      url: '/x',
      meta: { isToken: false },
    });
    expect(fake.calls[0]?.headers.has('Blade-Auth')).toBe(false);
    expect(fake.calls[1]?.headers.has('Blade-Auth')).toBe(false);
  });

  it("sends meta.token instead of the stored token (a session not stored yet), on the client's header", async () => {
    const fake = createFakeFetch();
    await createHttp({ fetch: fake.fetch, getToken: () => 'stored' }).request({
      url: '/x',
      meta: { token: 'pending' },
    });
    await createHttp({ fetch: fake.fetch, tokenHeader: 'X-Token' }).get('/x', undefined, {
      meta: { token: 'pending' },
    });
    await createHttp({ fetch: fake.fetch }).request({
      url: '/x',
      meta: { token: 'pending', isToken: false },
    });
    expect(fake.calls[0]?.headers.get('Blade-Auth')).toBe('bearer pending');
    expect(fake.calls[1]?.headers.get('X-Token')).toBe('bearer pending');
    expect(fake.calls[2]?.headers.has('Blade-Auth')).toBe(false);
  });

  it('leaves out Basic when disabled per call or per client, and honours a custom client and header', async () => {
    const fake = createFakeFetch();
    await createHttp({ fetch: fake.fetch }).request({ url: '/x', meta: { basicAuth: false } });
    await createHttp({ fetch: fake.fetch, basicAuth: false }).get('/x');
    await createHttp({
      fetch: fake.fetch,
      clientId: 'sword',
      clientSecret: 'sword_secret',
      tokenHeader: 'X-Token',
      getToken: () => 't',
    }).get('/x');
    expect(fake.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(fake.calls[1]?.headers.has('Authorization')).toBe(false);
    expect(fake.calls[2]?.headers.get('Authorization')).toBe(`Basic ${btoa('sword:sword_secret')}`);
    expect(fake.calls[2]?.headers.get('X-Token')).toBe('bearer t');
  });

  it('reads the token from the storage cookie in createBladeClient', async () => {
    const fake = createFakeFetch();
    const storage = createBladeStorage();
    storage.setToken('from-cookie');
    await createBladeClient({ fetch: fake.fetch, storage }).system.param.list();
    expect(fake.calls[0]?.headers.get('Blade-Auth')).toBe('bearer from-cookie');
  });
});

describe('http core: errors (SPEC §8)', () => {
  it('uses msg as the message and calls onError with a BladeApiError', async () => {
    const onError = vi.fn();
    const fake = createFakeFetch(() => json({ code: 400, success: false, data: {}, msg: '参数错误' }, 400));
    const error = await failure(createHttp({ fetch: fake.fetch, onError }).post('/blade-x/submit', {}));
    expect(error).toBeInstanceOf(BladeApiError);
    expect(error).toMatchObject({
      message: '参数错误',
      msg: '参数错误',
      code: 400,
      httpStatus: 400,
      url: '/api/blade-x/submit',
      method: 'POST',
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('falls back to error_description, then 未知错误', async () => {
    const described = createFakeFetch(() => json({ error_description: '用户名或密码错误' }, 400));
    const bare = createFakeFetch(() => json({ code: 403 }, 200));
    await expect(createHttp({ fetch: described.fetch }).get('/x')).rejects.toThrow('用户名或密码错误');
    await expect(createHttp({ fetch: bare.fetch }).get('/x')).rejects.toThrow('未知错误');
  });

  it('handles HTTP 500 by the body code, else the status', async () => {
    const coded = createFakeFetch(() => json({ code: 500, msg: '服务器异常' }, 500));
    const empty = createFakeFetch(() => new Response('', { status: 500 }));
    await expect(failure(createHttp({ fetch: coded.fetch }).get('/x'))).resolves.toMatchObject({
      code: 500,
      httpStatus: 500,
      message: '服务器异常',
    });
    await expect(failure(createHttp({ fetch: empty.fetch }).get('/x'))).resolves.toMatchObject({
      code: 500,
      message: '未知错误',
    });
  });

  it('calls onUnauthorized on 401 and rejects with a BladeUnauthorizedError', async () => {
    const onUnauthorized = vi.fn();
    const fake = createFakeFetch(() => json({ code: 401, msg: '缺失令牌,鉴权失败', data: null }, 401));
    const error = await failure(createHttp({ fetch: fake.fetch, onUnauthorized }).get('/x'));
    expect(error).toBeInstanceOf(BladeUnauthorizedError);
    expect(error).toBeInstanceOf(BladeApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // No token was stored, so none was sent.
    expect(onUnauthorized).toHaveBeenCalledWith(error, { token: undefined });
  });

  it('tells onUnauthorized which token the refused call sent, and never puts it in the error', async () => {
    const onUnauthorized = vi.fn();
    const fake = createFakeFetch(() => json({ code: 401, msg: '令牌已失效', data: null }, 401));
    const http = createHttp({ fetch: fake.fetch, onUnauthorized, getToken: () => 'token-of-this-tab' });
    const error = await failure(http.get('/x'));
    expect(onUnauthorized).toHaveBeenCalledWith(error, { token: 'token-of-this-tab' });
    expect(JSON.stringify(error)).not.toContain('token-of-this-tab');
    expect(
      Object.values(error as object)
        .map(String)
        .join(' '),
    ).not.toContain('token-of-this-tab');
  });

  it('skips onUnauthorized when the call opts out (sign-in grants)', async () => {
    const onUnauthorized = vi.fn();
    const fake = createFakeFetch(() => json({ error_description: 'Bad client' }, 401));
    await failure(
      createHttp({ fetch: fake.fetch, onUnauthorized }).request({
        url: '/x',
        meta: { handleUnauthorized: false },
      }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects whitelisted codes without a message and without onError', async () => {
    const onError = vi.fn();
    const fake = createFakeFetch(() => json({ code: 403, msg: '禁止访问' }, 403));
    const error = await failure(createHttp({ fetch: fake.fetch, onError, statusWhiteList: [403] }).get('/x'));
    expect(error).toBeInstanceOf(BladeWhitelistedError);
    expect(error).toMatchObject({ message: '', code: 403 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a transport failure into a BladeNetworkError without calling onError', async () => {
    const onError = vi.fn();
    const fake = createFakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(createHttp({ fetch: fake.fetch, onError }).get('/x'));
    expect(error).toBeInstanceOf(BladeNetworkError);
    expect((error as Error).message).toContain('fetch failed');
    expect(onError).not.toHaveBeenCalled();
  });

  it('treats statuses above 500 (a proxy 502) as transport failures', async () => {
    const fake = createFakeFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(failure(createHttp({ fetch: fake.fetch }).get('/x'))).resolves.toMatchObject({
      name: 'BladeNetworkError',
      httpStatus: 502,
    });
  });

  it('times out after 10 s with a BladeTimeoutError (a BladeNetworkError)', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(createHttp({ fetch: fake.fetch }).get('/slow'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fake.calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(BladeTimeoutError);
    expect(error).toBeInstanceOf(BladeNetworkError);
    expect((error as Error).message).toBe('Request timed out after 10000 ms: GET /api/slow');
  });
});

describe('errors', () => {
  it('share a base class, a guard and a JSON form for the error log', () => {
    const error = new BladeApiError('boom', { code: 400, httpStatus: 400, url: '/api/x', method: 'GET' });
    expect(error).toBeInstanceOf(BladeError);
    expect(isBladeError(error)).toBe(true);
    expect(isBladeError(new Error('x'))).toBe(false);
    expect(isBladeError(null)).toBe(false);
    const serialised = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;
    expect(Object.keys(serialised).sort()).toEqual([
      'code',
      'message',
      'method',
      'name',
      'stack',
      'time',
      'url',
    ]);
    expect(serialised).toMatchObject({ name: 'BladeApiError', message: 'boom', code: 400, url: '/api/x' });
    expect(typeof serialised.time).toBe('string');
  });
});

describe('remove and download', () => {
  it('comma-joins ids on remove', async () => {
    const fake = createFakeFetch();
    const client = createBladeClient({ fetch: fake.fetch, storage: createBladeStorage() });
    await client.system.param.remove(['1', '2', '3']);
    await client.system.param.remove('9');
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/blade-system/param/remove?ids=1,2,3',
      'POST /api/blade-system/param/remove?ids=9',
    ]);
  });

  it('downloads a blob with the Content-Disposition file name, the token only in the header', async () => {
    const fake = createFakeFetch(
      () =>
        new Response('a,b', {
          headers: {
            'Content-Type': 'application/vnd.ms-excel',
            'Content-Disposition': "attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx",
          },
        }),
    );
    const http = createHttp({ fetch: fake.fetch, getToken: () => 'tok' });
    const result = await http.download('/blade-user/export-user', { params: { account: 'a' } });
    expect(result.filename).toBe('用户.xlsx');
    expect(await result.blob.text()).toBe('a,b');
    expect(fake.calls[0]?.url).toBe('/api/blade-user/export-user?account=a');
    expect(fake.calls[0]?.headers.get('Blade-Auth')).toBe('bearer tok');
  });

  it('asks the server for a signed download link; the token stays in the header', async () => {
    const fake = createFakeFetch(() =>
      json({ code: 200, success: true, data: { url: '/api/x?a=1&blade-link=sig' } }),
    );
    const http = createHttp({ fetch: fake.fetch, getToken: () => 'tok' });
    expect(await http.downloadLink('/blade-user/export-user', { account: 'a b' })).toBe(
      '/api/x?a=1&blade-link=sig',
    );
    expect(fake.calls[0]?.url).toBe('/api/blade-auth/download-link');
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.body).toBe(JSON.stringify({ url: '/api/blade-user/export-user?account=a%20b' }));
    expect(fake.calls[0]?.headers.get('Blade-Auth')).toBe('bearer tok');

    const remote = createHttp({
      fetch: fake.fetch,
      baseUrl: 'https://api.example/api',
      getToken: () => 'tok',
    });
    expect(await remote.downloadLink('/blade-user/export-user')).toBe(
      'https://api.example/api/x?a=1&blade-link=sig',
    );
    expect(fake.calls[1]?.body).toBe(JSON.stringify({ url: '/api/blade-user/export-user' }));
  });

  it('rejects a download answered with an error envelope', async () => {
    const fake = createFakeFetch(() => json({ code: 400, msg: '导出失败' }, 400));
    await expect(createHttp({ fetch: fake.fetch }).download('/x')).rejects.toThrow('导出失败');
  });
});

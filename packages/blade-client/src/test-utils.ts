/**
 * Test helpers: a recording fake `fetch` that answers from a handler. Not exported by the package.
 */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function ok<T>(data: T): Response {
  return json({ code: 200, success: true, data, msg: '操作成功' });
}

export function createFakeFetch(handler: FakeHandler = () => ok({})): FakeFetch {
  const calls: RecordedCall[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch: fake as typeof fetch, calls };
}

/** A Web Locks stand-in (`navigator.locks`) with the API's guarantee: one holder per name, the rest wait in order. */
export function createFakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request(
      name: string,
      _options: { mode: 'exclusive' },
      callback: () => Promise<unknown>,
    ): Promise<unknown> {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

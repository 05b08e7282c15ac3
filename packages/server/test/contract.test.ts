import type { BladeClient, BladeDialect } from '@blade-console/blade-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Not public API: the list of SPEC §7 calls the SDK's own coverage test walks.
import {
  BLADEX4_CALLS,
  DEFINITION_CALLS,
  SPEC_CALLS,
  type SpecCall,
} from '../../blade-client/src/spec-calls';
import { startTestServer, type TestServer } from './helpers';
import { listenLocally, signedInSdk } from './support/sdk-client';

/**
 * The calls of SPEC §7 this server does not answer yet (the console's MSW mocks answer them in
 * development). Wave 2 empties this list; the test below keeps it honest both ways: a call missing from
 * it that the server does not answer fails, and so does a call listed here that the server answers.
 */
const NOT_YET: readonly string[] = [];

/** One request the SDK sent, as the server answered it. */
interface Exchange {
  method: string;
  pathname: string;
  status: number;
  body: string;
}

/**
 * Whether `exchange` is the server's answer to a route it does not have: the not-found handler of
 * src/http/static-site.ts (HTTP 404, `请求的资源不存在: METHOD /path`). A handler's own 404 ("no such
 * record"), a validation 400, a 401 of a role check or even a 500 all come from a route that exists.
 */
function isRouteNotFound(exchange: Exchange): boolean {
  if (exchange.status !== 404) return false;
  try {
    const msg = (JSON.parse(exchange.body) as { msg?: unknown }).msg;
    return msg === `请求的资源不存在: ${exchange.method} ${exchange.pathname}`;
  } catch {
    return false;
  }
}

/** Calls that sign in, out or refresh (either dialect): each gets its own fresh session, after all the others. */
const touchesSession = (route: string) =>
  route.includes(' /blade-auth/oauth/') || / \/blade-auth\/(token|logout|captcha|public-key)$/.test(route);

let server: TestServer;
let baseUrl: string;
/** Where the fetch adapter records what the current call sent; each test resets it. */
let exchanges: Exchange[] = [];
let admin: BladeClient;
let adminBladeX4: BladeClient;

/** `fetch` against the listening app that records every request and how it was answered. */
const recordingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  exchanges.push({
    method: request.method,
    pathname: new URL(request.url).pathname,
    status: response.status,
    body: await response.clone().text(),
  });
  return response;
};

/** The administrator's SDK over the dialect's own wire, every exchange recorded. */
function signedInClient(dialect: BladeDialect = 'spec'): Promise<BladeClient> {
  return signedInSdk({ origin: baseUrl, fetch: recordingFetch, dialect });
}

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await listenLocally(server);
  admin = await signedInClient();
  adminBladeX4 = await signedInClient('4x');
});
afterAll(async () => {
  await server?.close();
});

/** One case per distinct "METHOD /path", with every SDK method that hits it; session calls go last. */
function byRoute(calls: ReadonlyArray<readonly [string, SpecCall]>) {
  const grouped = new Map<string, SpecCall[]>();
  for (const [route, call] of calls) grouped.set(route, [...(grouped.get(route) ?? []), call]);
  const routes = [...grouped.keys()].sort((a, b) => Number(touchesSession(a)) - Number(touchesSession(b)));
  return { grouped, routes };
}

/** Runs every call of `route` and fails unless the server has a route for each (or NOT_YET says so). */
async function checkAnswered(route: string, calls: readonly SpecCall[], client: BladeClient) {
  const unanswered: string[] = [];
  for (const call of calls) {
    exchanges = [];
    // A 4xx/5xx rejects the SDK call; only what reached the server matters here.
    await call(client).catch(() => undefined);
    const [method, path] = route.split(' ');
    const sent = exchanges.filter((e) => e.method === method && e.pathname === `/api${path}`);
    expect(sent, `the SDK did not send ${route}`).not.toHaveLength(0);
    if (sent.some(isRouteNotFound)) unanswered.push(route);
  }
  const answered = unanswered.length === 0;
  if (NOT_YET.includes(route)) {
    expect(answered, `${route} is answered now: remove it from NOT_YET`).toBe(false);
  } else {
    expect(answered, `${route} has no route on the server (add it, or list it in NOT_YET)`).toBe(true);
  }
}

const spec = byRoute(SPEC_CALLS);
const bladeX4 = byRoute(BLADEX4_CALLS);

describe('SPEC §7 contract: the server answers every call the SDK makes', () => {
  it('lists only calls of SPEC §7 or BladeX 4.x, once each', () => {
    expect(NOT_YET.filter((route) => !spec.grouped.has(route) && !bladeX4.grouped.has(route))).toEqual([]);
    expect(new Set(NOT_YET).size).toBe(NOT_YET.length);
  });

  it.each(spec.routes)('%s', async (route) => {
    const client = touchesSession(route) ? await signedInClient() : admin;
    await checkAnswered(route, spec.grouped.get(route) ?? [], client);
  });

  // The calls of every registered area SPEC does not name (none while SPEC names every area; an
  // area added by its definition alone is walked here).
  const defined = byRoute(DEFINITION_CALLS);
  for (const route of defined.routes) {
    it(`${route} (from its definition)`, async () => {
      await checkAnswered(route, defined.grouped.get(route) ?? [], admin);
    });
  }
});

describe('BladeX 4.x contract: the server answers every call of a 4.x client, call by call', () => {
  it('signs the 4.x client in over the 4.x wire', () => {
    expect(adminBladeX4.auth.tokenPath).toBe('/blade-auth/token');
    expect(adminBladeX4.session.getToken()).toBeTruthy();
  });

  it.each(bladeX4.routes)('%s', async (route) => {
    const client = touchesSession(route) ? await signedInClient('4x') : adminBladeX4;
    await checkAnswered(route, bladeX4.grouped.get(route) ?? [], client);
  });
});

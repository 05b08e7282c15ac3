import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn, signInNewUser, startSignedIn } from './helpers';
import { type FuzzRoute, fuzzRequest, routesOf, seeded } from './support/fuzz';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 17 point 7: malformed input (bad JSON, wrong types, huge and deep bodies, bad escapes,
 * truncated multipart, odd methods) against every documented route, anonymous and signed in, must
 * never answer 5xx, and every `/api` answer that is JSON or an error is the envelope. A fixed seed
 * replays the same run; FUZZ_SEED picks another, FUZZ_REQUESTS / FUZZ_SECONDS size it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 17_2026);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);

const started = serverForFile(startSignedIn);

/** Answers that are documented not to be the envelope (blade-api.md §1, §4). */
function exempt(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return (
    !path.startsWith('/api/') ||
    path.startsWith('/api/docs') ||
    // The OAuth token endpoint answers the OAuth body (`error`, `error_description`) by design.
    path === '/api/blade-auth/oauth/token' ||
    // SPEC's captcha answers `{key, image}` bare, as SpringBlade's does (blade-api.md §4.3).
    path === '/api/blade-auth/oauth/captcha'
  );
}

function isEnvelope(response: LightMyRequestResponse): boolean {
  try {
    const body = response.json() as Record<string, unknown>;
    return typeof body.code === 'number' && typeof body.success === 'boolean' && typeof body.msg === 'string';
  } catch {
    return false;
  }
}

describe('fuzzing every route (issue 17 point 7)', () => {
  it(`answers ${REQUESTS} malformed requests without a 5xx, and with the envelope`, async () => {
    const { server } = started;
    const routes: FuzzRoute[] = routesOf(server.app.swagger() as never);
    expect(routes.length).toBeGreaterThan(100);
    let admin = started.token;
    const user = await signInNewUser(server, { roleAlias: 'user' });
    const random = seeded(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const deadline = Date.now() + SECONDS * 1000;
    let sent = 0;
    let slowest = 0;
    for (; sent < REQUESTS && Date.now() < deadline; sent++) {
      if (sent % 200 === 199) {
        // A fuzzed logout or lock may end the administrator's session: sign in again and go on.
        const me = await server.app.inject({
          url: '/api/blade-auth/oauth/user-info',
          headers: { 'blade-auth': `bearer ${admin}` },
        });
        if (me.statusCode === 401) admin = (await signIn(server.app)).access_token;
      }
      const route = random.pick(routes);
      const request = fuzzRequest(random, route);
      const who = random.pick([admin, admin, user, undefined, 'garbage.token.here']);
      const headers: Record<string, string> = {
        ...(request.headers as Record<string, string>),
        ...(who ? { 'blade-auth': `bearer ${who}` } : {}),
      };
      const before = performance.now();
      const response = await server.app.inject({ ...request, headers });
      slowest = Math.max(slowest, performance.now() - before);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const line = `${request.method} ${request.url.slice(0, 160)} [${String(headers['content-type'] ?? '')}] → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) failures.push(line);
      else if (!exempt(request.url) && request.method !== 'HEAD') {
        const json = String(response.headers['content-type'] ?? '').includes('json');
        if ((response.statusCode >= 400 || json) && !isEnvelope(response)) failures.push(line);
      }
    }
    console.info(
      `fuzz: seed ${SEED}, ${sent} requests over ${routes.length} routes, slowest ${Math.round(slowest)} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // Under a loaded machine the time bound ends the run early; a few hundred still cover every shape.
    expect(sent).toBeGreaterThanOrEqual(Math.min(REQUESTS, 300));
    expect(failures.slice(0, 30)).toEqual([]);
  }, 120_000);
});

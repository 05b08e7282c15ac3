import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpDuration, signIns } from './figures';

/** SPEC's token endpoint (snake_case `grant_type`) and BladeX 4.x's (camelCase `grantType`). */
const SPEC_TOKEN = '/api/blade-auth/oauth/token';
const BLADEX4_TOKEN = '/api/blade-auth/token';
/** The token endpoints of both dialects: each answer there is a sign-in granted or refused. */
const TOKEN_ROUTES = new Set([SPEC_TOKEN, BLADEX4_TOKEN]);
/** Grant types as labels; anything else is `other`, so a client cannot grow the label set. */
const GRANTS = new Set(['password', 'captcha', 'refresh_token', 'social', 'authorization_code', 'sms_code']);

/**
 * Times every answer by its route pattern (never the raw path: ids would make a series per record)
 * and counts the token endpoints' answers as sign-ins granted or refused.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  // A callback hook: an async one costs every answer a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    httpDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (TOKEN_ROUTES.has(route)) {
      signIns.inc({ grant: grantOf(request, route), outcome: status < 400 ? 'granted' : 'refused' });
    }
    done();
  });
}

/**
 * The grant type as the route read it (services/auth/routes.ts, bladex4-routes.ts): from the body
 * or else the query (readTokenParams: the body wins); SPEC's by `grant_type` or `grantType`, 4.x's
 * by `grantType` alone, where none means a password sign-in.
 */
function grantOf(request: FastifyRequest, route: string): string {
  const param = (name: string) => read(request.body, name) ?? read(request.query, name);
  const grant =
    route === BLADEX4_TOKEN
      ? (param('grantType') ?? 'password')
      : (param('grant_type') ?? param('grantType'));
  return typeof grant === 'string' && GRANTS.has(grant) ? grant : 'other';
}

function read(from: unknown, name: string): unknown {
  if (!from || typeof from !== 'object') return undefined;
  const value = (from as Record<string, unknown>)[name];
  return value === null ? undefined : value;
}

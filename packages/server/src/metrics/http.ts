import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpDuration, signIns } from './figures';

/** The token endpoints of both dialects: each answer there is a sign-in granted or refused. */
const TOKEN_ROUTES = new Set(['/api/blade-auth/oauth/token', '/api/blade-auth/token']);
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
      signIns.inc({ grant: grantOf(request), outcome: status < 400 ? 'granted' : 'refused' });
    }
    done();
  });
}

function grantOf(request: FastifyRequest): string {
  const read = (from: unknown) =>
    from && typeof from === 'object' ? (from as Record<string, unknown>).grant_type : undefined;
  const grant = read(request.query) ?? read(request.body);
  return typeof grant === 'string' && GRANTS.has(grant) ? grant : 'other';
}

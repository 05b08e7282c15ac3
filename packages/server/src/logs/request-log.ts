import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, TokenSigner } from '../auth/jwt';
import type { SessionGuard } from '../auth/session-guard';
import { DEFAULT_TENANT_ID } from '../db/seed';
import { extractToken } from '../http/auth-hook';
import { clip, isSignInPath, maskSensitive, maskText, SIGN_IN_SECRET_KEY } from './mask';
import type { LogRecorder } from './recorder';

/** Calls not worth a row: reading the logs themselves, health probes and the API docs. */
function isUnlogged(method: string, pathname: string): boolean {
  if (!pathname.startsWith('/api/') || method === 'OPTIONS') return true;
  if (pathname === '/api/health' || pathname === '/api/health/ready' || pathname.startsWith('/api/docs'))
    return true;
  return method === 'GET' && pathname.startsWith('/api/blade-log/');
}

/** Query and body of a call as JSON text, with passwords, secrets and tokens masked. */
export function requestParams(request: FastifyRequest): string | null {
  const params: Record<string, unknown> = {};
  const query = request.query;
  if (query && typeof query === 'object' && Object.keys(query).length) params.query = query;
  const body = request.body;
  // Multipart bodies are files: their names are in the query/attach rows, the bytes never in a log.
  if (body !== undefined && !String(request.headers['content-type'] ?? '').startsWith('multipart/')) {
    params.body = body;
  }
  if (Object.keys(params).length === 0) return null;
  try {
    // (A request built by hand in a test may have no url.)
    const pathname = (request.url ?? '').split('?', 1)[0] ?? '';
    const also = isSignInPath(pathname) ? SIGN_IN_SECRET_KEY : undefined;
    return clip(JSON.stringify(maskSensitive(params, 0, also)), 10_000);
  } catch (error) {
    // A row without its parameters beats no row: the call is still on record, with the reason.
    return clip(JSON.stringify({ unlogged: String(error) }), 10_000);
  }
}

/**
 * Where a request comes from, for the log columns every table shares. `routeUrl`: the route's
 * pattern, when the caller has already read `request.routeOptions` (a getter that builds an object
 * on every read).
 */
export function requestOrigin(
  request: FastifyRequest,
  routeUrl: string | undefined = request.routeOptions.url,
) {
  const pathname = request.url.split('?', 1)[0] ?? '';
  return {
    tenantId: request.user?.tenant_id || DEFAULT_TENANT_ID,
    method: request.method.slice(0, 10),
    requestUri: clip(maskText(pathname), 2000),
    userAgent: clip(request.headers['user-agent'] ?? '', 1000),
    remoteIp: clip(request.ip, 255),
    methodClass: clip(pathname.split('/')[2] ?? '', 255),
    methodName: clip(routeUrl ?? pathname, 255),
    createBy: clip(request.user?.account ?? '', 64),
  };
}

/** Refusals anyone can provoke (no valid token, no right, too many requests): counted, not stored. */
const REFUSED = new Set([401, 403, 429]);

/** Who a call's token names, if it is valid and its session live (as the auth hook decides). */
export type IdentifyCaller = (request: FastifyRequest) => Promise<AccessClaims | undefined>;

export function tokenIdentity(signer: TokenSigner, sessions: SessionGuard): IdentifyCaller {
  return async (request) => {
    const token = extractToken(request);
    const claims = token ? await signer.verifyAccess(token) : undefined;
    return claims && (await sessions.isLive(claims)) ? claims : undefined;
  };
}

/**
 * Records every `/api` call of a signed-in caller in `blade_log_api` once its answer is sent (so the
 * time taken is known and the caller never waits for the write); anonymous and refused calls are
 * only counted, in `blade_log_api_count`. `identify` names the caller of a call no route answered. Building the row cannot fail (requestParams never
 * throws); should anything else, the call is still recorded, bare, and the failure goes to the
 * server log — an answered call never goes unrecorded without a trace.
 */
export function registerRequestLogging(
  app: FastifyInstance,
  recorder: LogRecorder,
  identify?: IdentifyCaller,
): void {
  // A callback hook, not an async one: the usual call records without a promise of its own.
  app.addHook('onResponse', (request, reply, done) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (isUnlogged(request.method, pathname)) return done();
    const route = request.routeOptions;
    // The auth hook checks tokens on routed calls only: a signed-in caller's call to no route (a
    // 404) is still theirs, and stored like any other.
    if (!request.user && !route.url && identify) {
      identify(request)
        .catch(() => undefined)
        .then((user) => {
          request.user = user ?? null;
          recordCall(recorder, request, reply, pathname, route);
        })
        .then(() => done(), done);
      return;
    }
    recordCall(recorder, request, reply, pathname, route);
    done();
  });
}

function recordCall(
  recorder: LogRecorder,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  route: FastifyRequest['routeOptions'],
): void {
  if (!request.user || REFUSED.has(reply.statusCode)) {
    // The route's pattern, never the path: a caller could otherwise mint a counter per request.
    recorder.countCall({
      method: request.method.slice(0, 10),
      route: (route.url ?? '(no route)').slice(0, 255),
      status: reply.statusCode,
    });
    return;
  }
  const type = reply.statusCode < 400 ? '1' : '2';
  const time = String(Math.round(reply.elapsedTime));
  try {
    recorder.recordApi({
      ...requestOrigin(request, route.url),
      type,
      // A route's summary is a short Chinese name (test/route-summaries.test.ts); its docs say more.
      title: clip(String(route.schema?.summary ?? `${request.method} ${pathname}`), 255),
      params: requestParams(request),
      time,
    });
  } catch (error) {
    request.log.error({ err: error }, 'api log: the call is recorded without its details');
    recorder.recordApi({
      tenantId: DEFAULT_TENANT_ID,
      method: request.method.slice(0, 10),
      requestUri: clip(maskText(pathname), 2000),
      title: clip(`${request.method} ${maskText(pathname)}`, 255),
      params: clip(JSON.stringify({ unlogged: String(error) }), 10_000),
      type,
      time,
    });
  }
}

/** An unhandled error (a 500) as an error-log row, with its stack. */
export function recordServerError(recorder: LogRecorder, request: FastifyRequest, error: Error): void {
  const frame = /\(?((?:file:\/\/)?[^\s()]+):(\d+):\d+\)?/.exec(error.stack?.split('\n')[1] ?? '');
  recorder.recordError({
    ...requestOrigin(request),
    params: requestParams(request),
    exceptionName: clip(error.name, 255),
    message: clip(maskText(error.message), 10_000),
    stackTrace: clip(maskText(error.stack ?? ''), 50_000),
    fileName: clip(frame?.[1] ?? null, 1000),
    lineNumber: frame?.[2] ? Number(frame[2]) : null,
  });
}

import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskText } from './mask';

/**
 * The request as the process log shows it: Fastify's own fields, with the URL's credentials masked.
 * Sign-in clients (Saber, both dialects) send the password and the refresh token in the query
 * string, and a logged md5 hash or SM2 ciphertext signs in as well as the password would.
 */
export function maskedRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: maskText(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options with the masking request serializer; `false` (no log) and custom loggers as given. */
export function withMaskedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { req: maskedRequest, ...logger.serializers } };
}

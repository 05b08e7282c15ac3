import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` option for the `TRUST_PROXY` setting. Fastify 5 no longer honours a bare
 * number (it trusts nothing, since a hop count cannot tell a proxy from a client talking to the
 * server directly); the setting still offers one for a server only its proxies can reach, so a hop
 * count becomes what it meant in proxy-addr: trust the nearest `hops` peers.
 */
export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  if (typeof setting === 'boolean') return setting;
  return [...setting];
}

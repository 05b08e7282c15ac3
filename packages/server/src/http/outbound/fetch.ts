import {
  Agent,
  buildConnector,
  FormData,
  fetch,
  type RequestInfo,
  type RequestInit,
  type Response,
} from 'undici';
import { resolveAllowed } from './guard';

const connectTo = buildConnector({});

/**
 * undici's connector, given the checked address instead of the name: the request keeps its Host
 * header and TLS its server name (undici derives both from `host`), and a redirect to another host
 * opens a new connection, so it is checked too.
 */
const guardedAgent = new Agent({
  connect(options, callback) {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    resolveAllowed(options.hostname, port).then(
      ({ address }) => connectTo({ ...options, hostname: address }, callback),
      (error: Error) => callback(error, null),
    );
  },
});

/**
 * `fetch` for every outgoing HTTP call of the server (SMS gateways, the WeChat API, social sign-in):
 * only to addresses the outbound policy allows (see guard.ts).
 */
export function outboundFetch(input: RequestInfo, init: RequestInit = {}): Promise<Response> {
  return fetch(input, { ...init, dispatcher: guardedAgent });
}

export type { RequestInit as OutboundRequestInit, Response as OutboundResponse };
/** The multipart body outboundFetch takes (undici's own: the global one is typed apart from it). */
export { FormData as OutboundFormData };

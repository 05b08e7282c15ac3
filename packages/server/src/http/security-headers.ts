import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_CSP, cspDirectives } from './content-security';

/**
 * The response headers every answer carries (API, built console, site pages, files): nosniff,
 * frames from this origin only (the console frames its own API docs), only the origin as referrer
 * to other sites, helmet's other defaults, and a Content-Security-Policy (content-security.ts): the
 * page policy on pages and files, the API policy on JSON answers.
 *
 * The policy's script hashes are those of the inline scripts in the HTML the server serves as built
 * (`scriptHashes`, read from the files at start: a rebuild never leaves a stale hash). A rendered
 * site page sets its own header with its hydration script's hash too (site-ssr.ts).
 *
 * Left off, on purpose: Cross-Origin-Embedder-Policy `require-corp`, which would stop the
 * console's iframe pages from showing other sites; `upgrade-insecure-requests`, which would break
 * a plain-http deployment (an intranet, localhost).
 *
 * Helmet's middleware is built once here, not through @fastify/helmet, which builds it anew for
 * every request (parsing every option and the policy again: ~4 % of the server's CPU on a paged
 * list, issue 18's profile). Its options name no per-request value (no nonce), so its headers are
 * the same on every answer: they are taken from one run of the middleware at start, and each
 * answer gets them set in a loop instead of through helmet's chain of a dozen middlewares.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: readonly string[],
): Promise<void> {
  const { set, removed } = await helmetHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(scriptHashes) },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
  // A JSON answer is data, never a document: it gets the API policy, which also spares every API
  // call ~400 bytes of headers (the page policy's script hashes).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.header('content-security-policy', API_CSP);
    done(null, payload);
  });
}

type HelmetMiddleware = ReturnType<typeof helmet>;

/** The headers `middleware` sets and removes, in its order, from one run against a stand-in answer. */
export async function helmetHeaders(
  middleware: HelmetMiddleware,
): Promise<{ set: [string, string | string[]][]; removed: string[] }> {
  const set: [string, string | string[]][] = [];
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | string[]) {
      set.push([name, value]);
      return response;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  await new Promise<void>((resolve, reject) =>
    middleware({} as never, response as never, (error?: unknown) => (error ? reject(error) : resolve())),
  );
  return { set, removed };
}

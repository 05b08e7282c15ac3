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
 * list, issue 18's profile).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: readonly string[],
): Promise<void> {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(scriptHashes) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  // A JSON answer is data, never a document: it gets the API policy, which also spares every API
  // call ~400 bytes of headers (the page policy's script hashes).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.header('content-security-policy', API_CSP);
    return payload;
  });
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The response headers every answer carries (API, built console, site pages, files): nosniff,
 * frames from this origin only (the console frames its own API docs), only the origin as referrer
 * to other sites, and helmet's other defaults.
 *
 * Left off, on purpose, until they can be set without breaking a page:
 * - the Content-Security-Policy: the console and the site inline their theme boot script and
 *   pre-painted styles, so a policy needs their hashes from the build (issue 17, point 8);
 * - Cross-Origin-Embedder-Policy `require-corp`: it would stop the console's iframe pages from
 *   showing other sites.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../i18n';
import { failure } from './envelope';

/** Hashed build output never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A path whose last segment has an extension names a file (`/assets/x.js`), not a page. */
function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** The sign-in page with its form already in the HTML (`packages/console/scripts/prerender-login.mjs`). */
const LOGIN_PAGE = 'login.html';

/**
 * Serves the built console at `/` when `staticDir` exists, with an SPA fallback like nginx
 * `try_files $uri /index.html`: a GET of an unknown path outside `/api` that does not name a file
 * gets index.html whatever its Accept header, so deep links like `/wel/index` load; `/login` gets
 * login.html, which paints the form before the scripts run. Everything else that matches no route
 * (unknown `/api` paths, missing files) gets the 404 envelope.
 *
 * As a production web server would: each text file goes as the `.br` or `.gz` copy the build made
 * beside it (`scripts/precompress.mjs`) when the browser accepts one (`Vary: Accept-Encoding`);
 * hashed assets are cached for a year, the HTML is revalidated every time (`no-cache` + ETag, 304).
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasSite = existsSync(path.join(staticDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false, // set per file below
      setHeaders(reply, filePath) {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.info({ staticDir }, 'no built console found; only /api is served');
  }

  if (hasSite && existsSync(path.join(staticDir, LOGIN_PAGE))) {
    app.get('/login', (_request, reply) => reply.sendFile(LOGIN_PAGE));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const wantsPage =
      hasSite &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !looksLikeFile(pathname);
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send(failure(404, msg('http.notFound', { method: request.method, path: pathname })));
  });
}

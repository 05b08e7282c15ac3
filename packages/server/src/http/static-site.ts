import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

/** Hashed build output never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console at `/` when `staticDir` exists, with an SPA fallback: a GET for an
 * unknown non-`/api` path that accepts HTML gets index.html, so deep links like `/wel/index` load.
 * Everything else that matches no route gets the 404 envelope.
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasSite = existsSync(path.join(staticDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false, // set per file below
      setHeaders(reply, filePath) {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.info({ staticDir }, 'no built console found; only /api is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const wantsPage =
      hasSite &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure(404, `请求的资源不存在: ${request.method} ${pathname}`));
  });
}

import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: compressing it saves less than the work and headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses the answers of the routes of `scope` (an encapsulated plugin: the API, the site's
 * pages) with brotli or gzip as the request's Accept-Encoding allows, once they are over ~1 KB. These
 * are made per request, so the fast settings (brotli 4, gzip 6: most of the gain for a fraction of
 * the time); the built files are compressed once at build time instead (`scripts/precompress.mjs`).
 * Request bodies are not inflated: no client of this API sends compressed ones, and a small
 * compressed body must not become a large one past the body limit.
 */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}

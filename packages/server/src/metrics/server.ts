import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { registry, watchRuntime } from './figures';

/**
 * Serves `GET /metrics` (Prometheus text) on a port of its own, never on the public one: what is
 * scraped from inside the network is not for visitors. A plain node:http server, so a scrape never
 * waits behind the API's hooks (auth, rate limits, logs).
 */
export async function serveMetrics(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'host' | 'metricsPort'>,
): Promise<Server> {
  watchRuntime();
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: a figure could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.host, () => resolve());
  });
  app.log.info({ port: config.metricsPort, host: config.host }, 'metrics at /metrics');
  return server;
}

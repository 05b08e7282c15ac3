import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { LATE, settleWithin } from '../db/answers';
import { DEFAULT_CHECK_TIMEOUT_MS } from '../db/timeouts';
import { registry, watchRuntime } from './figures';
import { POOL_FIGURE, waitForDatabaseAtMost } from './sources';

/**
 * Serves `GET /metrics` (Prometheus text) on a port of its own, never on the public one: what is
 * scraped from inside the network is not for visitors. A plain node:http server, so a scrape never
 * waits behind the API's hooks (auth, rate limits, logs).
 */
export async function serveMetrics(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'host' | 'metricsPort'> & Partial<Pick<ServerConfig, 'databaseCheckTimeoutMs'>>,
): Promise<Server> {
  watchRuntime();
  const databaseWaitMs = config.databaseCheckTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  waitForDatabaseAtMost(databaseWaitMs);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics');
      return;
    }
    // A second beyond the database's bound: the figures bound themselves (sources.ts); this only
    // keeps a figure that fails to from holding the scrape.
    scrape(app.log, databaseWaitMs + 1_000).then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: the scrape failed');
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

/**
 * The registry's text figure by figure, as `registry.metrics()` writes it, but a figure that fails
 * or takes longer than `boundMs` is logged and left out: prom-client's own fails the whole scrape
 * for one figure, and Prometheus would then lose every series of the process, not just that one.
 */
async function scrape(log: FastifyBaseLogger, boundMs: number): Promise<string> {
  const figure = async (name: string) => {
    try {
      const text = await settleWithin(registry.getSingleMetricAsString(name), boundMs);
      if (text !== LATE) return text;
      log.warn({ metric: name, ms: boundMs }, 'metrics: a figure took too long and was left out');
    } catch (error) {
      log.error({ err: error, metric: name }, 'metrics: a figure could not be collected');
    }
    return undefined;
  };
  const names = registry.getMetricsAsArray().map(({ name }) => name);
  // The pool's figure first: read beside the figures that query the database, it counted the
  // scrape's own queries (a query "waiting" for a connection the pool was still opening for it).
  const pool = names.includes(POOL_FIGURE) ? await figure(POOL_FIGURE) : undefined;
  const others = await Promise.all(names.filter((name) => name !== POOL_FIGURE).map(figure));
  const texts = [pool, ...others].filter((text) => text !== undefined);
  return `${texts.join('\n\n')}\n`;
}

import { loadConfig } from './config';
import { withoutParameters } from './db/query-errors';
import { startTracing } from './tracing/tracing';

/**
 * Starts the server from the environment (see config.ts). On SIGINT/SIGTERM it drains: not ready at
 * once, every accepted request answered, then it exits within SHUTDOWN_TIMEOUT_MS (a second signal
 * exits at once).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Tracing first: its instrumentations patch node:http, pg and Fastify as the app's modules load,
  // so the app is imported only after it (and none of it loads when tracing is off).
  const tracing = await startTracing(config);
  const [{ buildApp }, { closeGracefully }, { serveMetrics }] = await Promise.all([
    import('./app'),
    import('./lifecycle/drain'),
    import('./metrics/server'),
  ]);
  const app = await buildApp({ config });
  const metrics = config.metricsPort === undefined ? undefined : await serveMetrics(app, config);
  const stop = async (signal: string) => {
    process.once(signal, () => process.exit(1));
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'draining');
    const drained = await closeGracefully(app, config.shutdownTimeoutMs);
    metrics?.close();
    await tracing?.shutdown();
    app.log.info({ drained }, 'stopped');
    process.exit(drained ? 0 : 1);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A failed seed or key insert quotes its parameters (a password hash, a generated secret).
  console.error(withoutParameters(error));
  process.exit(1);
});

import { buildApp } from './app';
import { loadConfig } from './config';
import { closeGracefully } from './lifecycle/drain';
import { serveMetrics } from './metrics/server';

/**
 * Starts the server from the environment (see config.ts). On SIGINT/SIGTERM it drains: not ready at
 * once, every accepted request answered, then it exits within SHUTDOWN_TIMEOUT_MS (a second signal
 * exits at once).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  const metrics = config.metricsPort === undefined ? undefined : await serveMetrics(app, config);
  const stop = async (signal: string) => {
    process.once(signal, () => process.exit(1));
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'draining');
    const drained = await closeGracefully(app, config.shutdownTimeoutMs);
    metrics?.close();
    app.log.info({ drained }, 'stopped');
    process.exit(drained ? 0 : 1);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

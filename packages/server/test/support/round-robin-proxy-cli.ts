import { startRoundRobinProxy } from './round-robin-proxy';

/**
 * The round-robin proxy as a process, for Playwright's replica run (playwright.config.ts):
 * `PROXY_PORT=4621 PROXY_UPSTREAMS=a:4625,b:4626 tsx round-robin-proxy-cli.ts`.
 */
const upstreams = (process.env.PROXY_UPSTREAMS ?? '').split(',').map((entry) => {
  const [name, port] = entry.split(':');
  return { name: name!, port: Number(port) };
});
const proxy = await startRoundRobinProxy(upstreams, Number(process.env.PROXY_PORT ?? 0));
console.log(`round-robin proxy on ${proxy.url} over ${upstreams.map((u) => u.name).join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void proxy.close().finally(() => process.exit(0));
  });
}

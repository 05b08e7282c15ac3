import { register } from 'node:module';
import type { ServerConfig } from '../config';
import { MaskingSpanProcessor } from './masking';
import { setTracing } from './state';

/** What main.ts holds of a started tracer: flushed and stopped on the way out. */
export interface Tracing {
  /** Exports the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry tracing when an OTLP endpoint is set (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`); otherwise does nothing and loads none of it. Must run
 * before the app's modules are imported (main.ts imports app.ts after it): the HTTP and pg
 * instrumentations patch `node:http` and `pg` as they load, through the ESM loader hook registered
 * here (import-in-the-middle) and the CommonJS one (require-in-the-middle, for Fastify's own
 * `require('node:http')`). Fastify's routes and hooks are traced by @fastify/otel, which registers
 * itself on every Fastify instance created from then on. The exporter reads the standard `OTEL_*`
 * variables (endpoint, headers, batch delay); `OTEL_SERVICE_NAME` names the service.
 */
export async function startTracing(config: Pick<ServerConfig, 'tracing'>): Promise<Tracing | undefined> {
  if (!config.tracing) return undefined;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes, detectResources, envDetector },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { default: FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the default name.
  const resource = resourceFromAttributes({ 'service.name': 'blade-server' }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  const provider = new NodeTracerProvider({
    resource,
    // In this order: credentials are masked before the batch is handed to the exporter.
    spanProcessors: [new MaskingSpanProcessor(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Also installs the AsyncLocalStorage context manager: a span stays current across awaits.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => request.url?.startsWith('/api/health') ?? false,
      }),
      // The statement's text, never its parameters (which hold passwords and tokens).
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => route.url.startsWith('/api/health'),
      }),
    ],
  });
  setTracing(true);
  return {
    async shutdown() {
      setTracing(false);
      await provider.shutdown();
    },
  };
}

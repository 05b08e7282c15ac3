import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus figures (issue 41), in one registry per process: what a request costs,
 * the runtime's health, and the product's own `blade_*` figures. Counters are counted wherever the
 * event happens; gauges read their sources when scraped (sources.ts), so nothing is paid between
 * scrapes.
 */
export const registry = new Registry();

let runtimeWatched = false;
/** Process and Node.js figures (memory, CPU, event-loop lag, GC): started with the metrics server. */
export function watchRuntime(): void {
  if (runtimeWatched) return;
  runtimeWatched = true;
  collectDefaultMetrics({ register: registry });
}

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  // From a cached read (ms) to an export (seconds).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** A product counter: each is registered in this process's registry, labelled as given. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [registry] });
}

export const signIns = counter(
  'blade_sign_ins_total',
  'Token requests by grant type and outcome (granted, or refused: wrong password, captcha, locked, throttled).',
  ['grant', 'outcome'],
);

export const jobFailures = counter(
  'blade_job_failures_total',
  'Background jobs (log retention) that failed, by job.',
  ['job'],
);

export const smsCalls = counter(
  'blade_sms_calls_total',
  "Texts handed to an SMS gateway, by provider and the gateway's answer (sent, refused, failed).",
  ['provider', 'outcome'],
);

export const storageCalls = counter(
  'blade_storage_calls_total',
  'Calls to the file storage (local disk or an S3-compatible provider), by store, operation and outcome.',
  ['store', 'operation', 'outcome'],
);

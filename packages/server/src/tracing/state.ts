let tracingOn = false;

/** Whether this process exports traces (db-spans.ts records nothing otherwise). */
export function isTracing(): boolean {
  return tracingOn;
}

/** Set by tracing.ts once its provider is registered, and cleared when it shuts down. */
export function setTracing(on: boolean): void {
  tracingOn = on;
}

// Playwright's `networkidle` for a console page, shared by the e2e tests (e2e/network-support.ts)
// and the benches (bench/wire.mjs): the requests a page has in flight, the event stream left out.
// `networkidle` itself never comes while the console is open, since its one connection to
// /api/blade-desk/events stays open (and must, issue 42).

/** The console's event stream: open as long as the console is, by design. */
export const isEventStream = (request) => request.url().includes('/api/blade-desk/events');

/** Follows `page`'s requests from now on: start it before the navigation whose requests it should see. */
export function trackRequests(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (isEventStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settled = (request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    /** How many requests (the event stream left out) are waiting for their answer now. */
    inFlight: () => inFlight.size,
    /** Those requests, as "METHOD /path" (what a test that waited in vain was waiting behind). */
    waiting: () => [...inFlight].map((request) => `${request.method()} ${new URL(request.url()).pathname}`),
    /** Resolves once no request but the event stream has been in flight for `quietMs`. */
    async idle(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(
            `still loading after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

import type { MockRoutes } from './routes';

/**
 * The event stream (issue 42) as the mocks serve it: an open stream that stays quiet (the mocks
 * publish nothing of their own writes), so a page under the mocks connects once instead of
 * retrying a 404. A test that wants events answers the path itself (`server.use`).
 */
export function eventHandlers({ get }: MockRoutes): void {
  get('/blade-desk/events', ({ request }) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('retry: 2000\nid: mock-0\n\n'));
        // Already closed when the reader cancelled first: nothing more to do.
        const close = () => {
          try {
            controller.close();
          } catch {}
        };
        request.signal.addEventListener('abort', close, { once: true });
      },
    });
    return new Response(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    });
  });
}

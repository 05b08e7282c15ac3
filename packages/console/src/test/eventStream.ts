import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { beforeEach } from 'vitest';

/** Who saved, as a record event names them. */
export interface EventAuthor {
  id: string;
  name: string;
}

/** Another person, as the tests' events name them by default. */
export const SOMEONE_ELSE: EventAuthor = { id: '42', name: '李四' };

/**
 * For jsdom tests of pages that follow the event stream (issue 42): the mock API's stream is one
 * the test writes to, as the server would when people save. Call at the top level of a test file,
 * after setupMockApi / setupConsoleScreens; `recordEvent` waits until a page has opened the stream.
 */
export function setupTestEventStream(server: SetupServer, baseUrl: string) {
  let send: (text: string) => void = () => {};
  let connected: Promise<void> = Promise.resolve();
  let seq = 0;
  beforeEach(() => {
    let opened: () => void;
    connected = new Promise((resolve) => {
      opened = resolve;
    });
    server.use(
      http.get(`${baseUrl}/blade-desk/events`, () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            send = (text) => controller.enqueue(encoder.encode(text));
            send('id: e-0\n\n');
            opened();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
  });
  /** Says that `by` did `operation` to record `id` of `resource`. */
  const recordEvent = async (resource: string, id: string, operation: string, by = SOMEONE_ELSE) => {
    await connected;
    send(
      `id: e-${++seq}\nevent: record\ndata: ${JSON.stringify({ type: 'record', resource, id, operation, by })}\n\n`,
    );
  };
  return { recordEvent };
}

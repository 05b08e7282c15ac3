/** One dispatched message of a Server-Sent Events stream. */
export interface SseMessage {
  /** The stream's last event id when it was dispatched (an id-only block sets it too). */
  lastEventId: string;
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body (fetch's ReadableStream) as the HTML standard's EventSource
 * parses it: `id`, `event`, `data` (joined with newlines), comments ignored. `onId` hears every id
 * set, a block without data included, so a reconnect can send the newest `Last-Event-ID`. An
 * abort of `signal` ends the reading at once (not every fetch errors its body when aborted).
 */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
  onId: (id: string) => void = () => undefined,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  let lastEventId = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onMessage({ lastEventId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) {
      lastEventId = value;
      onId(value);
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.search(/\r\n|\r|\n/);
    while (end >= 0) {
      const newline = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + newline);
      end = buffer.search(/\r\n|\r|\n/);
    }
  }
}

import type { FastifyInstance } from 'fastify';

/** One message of a Server-Sent Events stream, as a reader sees it. */
export interface StreamMessage {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every message so far (comments and id-only blocks left out). */
  readonly messages: StreamMessage[];
  /** The last id the stream set (an id-only block sets it too, as in the SSE spec). */
  readonly lastId: string | undefined;
  /** Resolves with the first message (from now or already received) that `match` accepts. */
  next(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** The base URL of an app listening on a free local port. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listening(app);
}

/** Opens `GET /api/blade-desk/events` with fetch (as the console does) and parses what comes. */
export async function openEvents(
  base: string,
  token: string | undefined,
  lastEventId?: string,
): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = {};
  if (token) headers['blade-auth'] = `bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${base}/api/blade-desk/events`, { headers, signal: abort.signal });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | undefined;
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').filter((line) => line && !line.startsWith(':'));
          const field = (name: string) =>
            fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const id = field('id');
          if (id !== undefined) lastId = id;
          const data = field('data');
          if (data !== undefined) {
            messages.push({ id, event: field('event') ?? 'message', data: JSON.parse(data) });
            for (const wake of [...waiters]) wake();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    messages,
    get lastId() {
      return lastId;
    },
    ended,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

/** A record event of `resource` (and `id`, when given). */
export const recordOf =
  (resource: string, id?: string, operation?: string) =>
  (message: StreamMessage): boolean => {
    const data = message.data as { type?: string; resource?: string; id?: string; operation?: string };
    return (
      message.event === 'record' &&
      data.resource === resource &&
      (id === undefined || data.id === id) &&
      (operation === undefined || data.operation === operation)
    );
  };

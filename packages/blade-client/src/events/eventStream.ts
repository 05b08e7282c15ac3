import type { TabLock } from '../auth/tabLock';
import type { BladeHttp } from '../core/http';
import type { BladeEvent } from '../types/events';
import { type BladeStreamMessage, createDelivery, documentVisibility, type PageVisibility } from './delivery';
import { readSse } from './sseReader';

export type { BladeStreamMessage, PageVisibility } from './delivery';

/** The event stream's path under the client's `baseUrl`. */
export const EVENTS_PATH = '/blade-desk/events';

/** The part of BroadcastChannel the stream uses (tests hand in fakes). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface EventStreamOptions {
  http: Pick<BladeHttp, 'url' | 'authorization'>;
  /** Default: the global fetch, looked up per connection. */
  fetch?: typeof fetch;
  /** The tabs' leader lock: whoever holds it keeps the one connection of the browser. */
  lock: TabLock;
  /** The BroadcastChannel the leader tells the other tabs on (default: a real one of this name). */
  channelName: string;
  createChannel?: (name: string) => ChannelLike | undefined;
  /** Default: the document's; none (Node) delivers at once. */
  visibility?: PageVisibility;
  /** The token header's name (default `Blade-Auth`). */
  tokenHeader?: string;
  /** Reconnection backoff: the first wait and the longest (default 1 s and 30 s), with jitter. */
  backoff?: { initialMs?: number; maxMs?: number };
}

export type EventStreamRole = 'off' | 'follower' | 'leader';

export interface BladeEventStream {
  /** Hears every message this page is given; the first subscriber starts the stream. */
  subscribe(handler: (message: BladeStreamMessage) => void): () => void;
  /** Whether this tab holds the connection, hears another tab's, or neither (nobody subscribed). */
  readonly role: EventStreamRole;
}

/** What the leader tab tells the others. */
type ChannelMessage =
  | { kind: 'id'; id: string }
  | { kind: 'message'; id: string; message: BladeStreamMessage }
  /** A tab that just started asks the leader for the last id, so it can take over with it. */
  | { kind: 'hello' };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', wake, { once: true });
  });

function browserChannel(name: string): ChannelLike | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);
}

/**
 * The browser's one connection to `GET /api/blade-desk/events` however many tabs are open (issue
 * 42): the tab holding `lock` (Web Locks, else the storage lease, as the token refresh) reads the
 * stream with fetch — the token goes in its header, never in a URL, which is why not EventSource —
 * and passes each message to the other tabs over BroadcastChannel. When the leader closes, a
 * waiting tab takes the lock and reconnects with the last event id it heard, so nothing in the
 * server's window is missed. Reconnects back off (1 s doubling to 30 s, jittered); a hidden page
 * gets its messages when shown (./delivery.ts). Nothing starts until someone subscribes.
 */
export function createEventStream(options: EventStreamOptions): BladeEventStream {
  const delivery = createDelivery(options.visibility ?? documentVisibility());
  const initialMs = options.backoff?.initialMs ?? 1_000;
  const maxMs = options.backoff?.maxMs ?? 30_000;
  let role: EventStreamRole = 'off';
  let lastId = '';
  let channel: ChannelLike | undefined;
  /** Ends this tab's part: its leadership (the lock's task settles) and any connection. */
  let running: AbortController | undefined;

  const broadcast = (message: ChannelMessage) => channel?.postMessage(message);

  function heard(message: BladeStreamMessage, id: string): void {
    lastId = id;
    broadcast({ kind: 'message', id, message });
    delivery.deliver(message);
  }

  async function connectOnce(signal: AbortSignal): Promise<boolean> {
    const authorization = options.http.authorization();
    if (!authorization) return false;
    const headers: Record<string, string> = {
      [options.tokenHeader ?? 'Blade-Auth']: authorization,
      accept: 'text/event-stream',
    };
    if (lastId) headers['last-event-id'] = lastId;
    const response = await (options.fetch ?? fetch)(options.http.url(EVENTS_PATH), {
      headers,
      signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return false;
    }
    await readSse(
      response.body,
      (sse) => {
        if (sse.event === 'reload') return heard({ type: 'reload' }, sse.lastEventId);
        if (sse.event !== 'record' && sse.event !== 'task') return;
        heard(JSON.parse(sse.data) as BladeEvent, sse.lastEventId);
      },
      (id) => {
        lastId = id;
        broadcast({ kind: 'id', id });
      },
      signal,
    );
    return true;
  }

  /** The leader's loop: connect, read until the stream ends, wait, connect again. */
  async function lead(signal: AbortSignal): Promise<void> {
    role = 'leader';
    let failures = 0;
    while (!signal.aborted) {
      const opened = await connectOnce(signal).catch(() => false);
      if (signal.aborted) break;
      failures = opened ? 0 : failures + 1;
      const wait = Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
      await sleep(wait * (0.5 + Math.random() / 2), signal);
    }
  }

  function start(): void {
    const controller = new AbortController();
    running = controller;
    role = 'follower';
    delivery.start();
    channel = (options.createChannel ?? browserChannel)(options.channelName);
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        const data = event.data as ChannelMessage;
        if (data.kind === 'hello') {
          if (role === 'leader' && lastId) broadcast({ kind: 'id', id: lastId });
          return;
        }
        lastId = data.id;
        if (data.kind === 'message') delivery.deliver(data.message);
      };
      channel.postMessage({ kind: 'hello' } satisfies ChannelMessage);
    }
    void options.lock
      .run(() => (controller.signal.aborted ? Promise.resolve() : lead(controller.signal)))
      .catch(() => undefined);
  }

  function stop(): void {
    running?.abort();
    running = undefined;
    channel?.close();
    channel = undefined;
    delivery.stop();
    role = 'off';
  }

  return {
    subscribe(handler) {
      delivery.handlers.add(handler);
      if (!running) start();
      return () => {
        delivery.handlers.delete(handler);
        if (delivery.handlers.size === 0) stop();
      };
    },
    get role() {
      return role;
    },
  };
}

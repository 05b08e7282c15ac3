import { afterEach, describe, expect, it } from 'vitest';
import { createTabLock } from '../auth/tabLock';
import { createFakeLockManager } from '../test-utils';
import type { BladeStreamMessage, ChannelLike, PageVisibility } from './eventStream';
import { createEventStream } from './eventStream';

/*
 * The event stream's client (issue 42): "tabs" are stream instances sharing one lock manager and
 * one BroadcastChannel bus, as the documents of one browser do; the server is a fake fetch whose
 * streams the test writes to.
 */

function channelBus() {
  const members = new Map<string, Set<ChannelLike>>();
  return (name: string): ChannelLike => {
    const peers = members.get(name) ?? new Set<ChannelLike>();
    members.set(name, peers);
    const channel: ChannelLike = {
      onmessage: null,
      postMessage(message) {
        for (const peer of peers) {
          if (peer !== channel) queueMicrotask(() => peer.onmessage?.({ data: message } as MessageEvent));
        }
      },
      close: () => peers.delete(channel),
    };
    peers.add(channel);
    return channel;
  };
}

/** A fake server: every fetch opens a stream the test writes SSE text to. */
function fakeServer() {
  const connections: {
    url: string;
    headers: Record<string, string>;
    send(text: string): void;
    end(): void;
  }[] = [];
  const encoder = new TextEncoder();
  const fetch = (async (url: string, init: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    connections.push({
      url,
      headers: init.headers as Record<string, string>,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, connections };
}

function fakeVisibility(hidden = false) {
  const listeners = new Set<() => void>();
  const visibility: PageVisibility & { set(hidden: boolean): void } = {
    hidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      hidden = value;
      for (const listener of listeners) listener();
    },
  };
  return visibility;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const record = (id: string, operation = 'update') =>
  `id: e-${id}${operation}\nevent: record\ndata: ${JSON.stringify({ type: 'record', resource: 'param', id, operation, by: { id: '1', name: 'A' } })}\n\n`;

const unsubscribers: (() => void)[] = [];
afterEach(() => {
  for (const stop of unsubscribers.splice(0)) stop();
});

function browser() {
  const locks = createFakeLockManager();
  const server = fakeServer();
  const createChannel = channelBus();
  const tab = (visibility = fakeVisibility()) => {
    const heard: BladeStreamMessage[] = [];
    const stream = createEventStream({
      http: { url: (path) => `/api${path}`, authorization: () => 'bearer TOKEN' },
      fetch: server.fetch,
      lock: createTabLock({
        name: 'saber-events-leader',
        locks,
        store: { read: () => undefined, write() {}, clear() {} },
      }),
      channelName: 'saber-events',
      createChannel,
      visibility,
      backoff: { initialMs: 10, maxMs: 20 },
    });
    const unsubscribe = stream.subscribe((message) => heard.push(message));
    unsubscribers.push(unsubscribe);
    return { stream, heard, unsubscribe, visibility };
  };
  return { server, tab };
}

describe('one connection per browser', () => {
  it('three tabs: one leader reads the stream, with the token in a header, and every tab hears each event once', async () => {
    const { server, tab } = browser();
    const tabs = [tab(), tab(), tab()];
    await settle();
    expect(server.connections).toHaveLength(1);
    expect(tabs.map((t) => t.stream.role).sort()).toEqual(['follower', 'follower', 'leader']);
    const [connection] = server.connections;
    expect(connection!.url).toBe('/api/blade-desk/events');
    expect(connection!.headers).toMatchObject({ 'Blade-Auth': 'bearer TOKEN' });
    expect(connection!.url).not.toContain('TOKEN');
    connection!.send(record('7'));
    await settle();
    for (const t of tabs) expect(t.heard).toEqual([expect.objectContaining({ type: 'record', id: '7' })]);
  });

  it('when the leader tab closes another takes over and reconnects with the last event id', async () => {
    const { server, tab } = browser();
    const tabs = [tab(), tab()];
    await settle();
    const leader = tabs.find((t) => t.stream.role === 'leader')!;
    const follower = tabs.find((t) => t !== leader)!;
    server.connections[0]!.send(record('8'));
    server.connections[0]!.send('id: e-9\n\n');
    await settle();
    leader.unsubscribe();
    await settle();
    expect(follower.stream.role).toBe('leader');
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.headers['last-event-id']).toBe('e-9');
  });

  it('a tab opened after the stream began learns the last id from the leader, and takes over with it', async () => {
    const { server, tab } = browser();
    const first = tab();
    await settle();
    server.connections[0]!.send('id: e-1\n\n');
    await settle();
    const later = tab();
    await settle();
    first.unsubscribe();
    await settle();
    expect(later.stream.role).toBe('leader');
    expect(server.connections[1]!.headers['last-event-id']).toBe('e-1');
  });

  it('reconnects after the stream ends, backing off, with Last-Event-ID; a reload reaches the page', async () => {
    const { server, tab } = browser();
    const only = tab();
    await settle();
    server.connections[0]!.send(record('5'));
    server.connections[0]!.end();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.headers['last-event-id']).toBe('e-5update');
    server.connections[1]!.send('id: e-6\nevent: reload\ndata: {}\n\n');
    await settle();
    expect(only.heard.at(-1)).toEqual({ type: 'reload' });
  });
});

describe('a hidden page', () => {
  it('gets nothing while hidden, then the waiting events at once when shown, one per record', async () => {
    const { server, tab } = browser();
    const hidden = fakeVisibility(true);
    const page = tab(hidden);
    await settle();
    server.connections[0]!.send(record('1', 'create'));
    server.connections[0]!.send(record('1', 'update'));
    server.connections[0]!.send(record('2', 'update'));
    server.connections[0]!.send(record('2', 'update'));
    server.connections[0]!.send(record('3', 'create'));
    server.connections[0]!.send(record('3', 'delete'));
    await settle();
    expect(page.heard).toEqual([]);
    hidden.set(false);
    expect(page.heard.map((m) => m.type === 'record' && `${m.id}:${m.operation}`)).toEqual([
      '1:create',
      '2:update',
    ]);
  });

  it('a reload while hidden stands for everything before it', async () => {
    const { server, tab } = browser();
    const hidden = fakeVisibility(true);
    const page = tab(hidden);
    await settle();
    server.connections[0]!.send(record('1'));
    server.connections[0]!.send('id: x\nevent: reload\ndata: {}\n\n');
    server.connections[0]!.send(record('2'));
    await settle();
    hidden.set(false);
    expect(page.heard).toEqual([{ type: 'reload' }]);
  });
});

import type { ServerResponse } from 'node:http';
import type { AccessClaims } from '../auth/jwt';
import type { AppContext } from '../context';
import { currentUser } from '../http/auth-hook';
import { HttpError } from '../http/envelope';
import type { ServicePlugin } from '../http/schemas';
import { msg } from '../i18n';
import { mayHear, wireEvent } from './audience';
import type { EventHub, EventSink, HeardEvent } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This replica's event stream (src/events/): what it heard, and the streams open on it. */
    bladeEvents: EventHub;
  }
}

/** The events' media type: a route answering it is a stream, never JSON. */
export const EVENT_STREAM = 'text/event-stream';
/** Open streams one sign-in session may hold on a replica (one per browser is the client's aim). */
export const STREAMS_PER_SESSION = 5;
/** A comment this often keeps proxies from closing a quiet stream (nginx's default is 60 s). */
export const HEARTBEAT_MS = 20_000;
/** A client that reads nothing while this much waits to be sent is cut off (it reconnects). */
const MAX_BUFFERED_BYTES = 1 << 20;
/** What a browser's EventSource-alike waits before reconnecting after the stream ends. */
const RETRY_MS = 2_000;

/** One open stream: events reach it in order, each once the reader may hear of it. */
class Stream implements EventSink {
  readonly sessionId: string;
  private queue: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout;
  private ended = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: EventHub,
    private readonly raw: ServerResponse,
    private readonly user: AccessClaims & { exp?: number },
  ) {
    this.sessionId = user.session_id;
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    raw.on('close', () => this.end());
  }

  offer(event: HeardEvent): void {
    this.queue = this.queue
      .then(async () => {
        if (this.ended || !(await mayHear(this.ctx, this.user, event.notice))) return;
        const wire = wireEvent(event.notice);
        this.send(`id: ${this.hub.idOf(event)}\nevent: ${wire.type}\ndata: ${JSON.stringify(wire)}\n\n`);
      })
      .catch(() => this.end());
  }

  send(text: string): void {
    if (this.ended) return;
    this.raw.write(text);
    if (this.raw.writableLength > MAX_BUFFERED_BYTES) this.end();
  }

  /** A comment to keep the connection open; ends the stream once its session or token is over. */
  private async beat(): Promise<void> {
    const expired = this.user.exp !== undefined && this.user.exp * 1000 <= Date.now();
    if (expired || !(await this.ctx.sessions.isLive(this.user))) this.end();
    else this.send(': ping\n\n');
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.hub.remove(this);
    if (!this.raw.writableEnded) this.raw.end();
  }
}

/** The headers an answer got before it was taken over (security headers, the replica's name). */
function headersOf(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
}

/**
 * `GET /api/blade-desk/events`: Server-Sent Events for the signed-in caller (the `Blade-Auth`
 * header as every call; browsers read it with fetch, never EventSource, so no token is put in a
 * URL). `Last-Event-ID` resends what this replica heard since, or says `reload`. Comments every
 * {@link HEARTBEAT_MS}; `X-Accel-Buffering: no` keeps nginx from holding events back. A draining
 * server ends its streams at once (their clients reconnect elsewhere).
 */
export const eventRoutes: ServicePlugin = async (app, { ctx }) => {
  const hub = app.bladeEvents;
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: '事件推送',
        description: 'Server-Sent Events: changes, tasks, notices, orders',
        // Not JSON: an endless text/event-stream (request walkers such as the fuzz test skip it).
        response: {
          200: {
            description: 'One event per change, task, notice or order the caller may see',
            content: { [EVENT_STREAM]: { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (app.bladeLifecycle.draining) throw new HttpError(503, msg('http.draining'));
      if (hub.openFor(user.session_id) >= STREAMS_PER_SESSION) {
        throw new HttpError(429, msg('http.tooManyStreams', { max: STREAMS_PER_SESSION }));
      }
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...headersOf(reply.getHeaders()),
        'content-type': `${EVENT_STREAM}; charset=utf-8`,
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const stream = new Stream(ctx, hub, raw, user);
      // An id alone sets the reader's last event id: a reconnect then gets what came since opening.
      stream.send(`retry: ${RETRY_MS}\nid: ${hub.currentId()}\n\n`);
      const missed = typeof lastEventId === 'string' && lastEventId ? hub.since(lastEventId) : [];
      if (missed === 'reload') stream.send(`id: ${hub.currentId()}\nevent: reload\ndata: {}\n\n`);
      else for (const event of missed) stream.offer(event);
      // Added in the same turn as the resends were queued: nothing heard in between is lost.
      if (!raw.destroyed) hub.add(stream);
    },
  );
};

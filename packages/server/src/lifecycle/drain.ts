import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is stopping: readiness answers 503 from the moment a close begins. */
    bladeLifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  readonly draining: boolean;
}

/** How long a keep-alive connection must have been idle before a draining server closes it. */
const IDLE_GRACE_MS = 2_000;
/** How long the hooks that follow a forced close (the API log's flush, the database) may take. */
const AFTER_FORCE_MS = 2_000;

/**
 * Marks the server draining as soon as it starts to close (Fastify's `preClose`, before it stops
 * listening), so a load balancer's readiness probe takes it out of rotation at once; and keeps,
 * for each open connection, since when it has been idle (see {@link closeGracefully}).
 */
export function registerLifecycle(app: FastifyInstance): void {
  const state = { draining: false };
  app.decorate('bladeLifecycle', state as Lifecycle);
  app.addHook('preClose', (done) => {
    state.draining = true;
    done();
  });
  // Fastify says `Connection: close` only to requests that arrive once it is closing: one accepted
  // before (a slow save in progress at the SIGTERM) was answered keep-alive, and its client would
  // send its next request to a socket about to close.
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
  idleConnections.set(app.server, trackIdleness(app.server));
}

const idleConnections = new WeakMap<Server, Map<Socket, number>>();

/** Open connections with no request in progress, and since when. */
function trackIdleness(server: Server): Map<Socket, number> {
  const idle = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    idle.set(socket, Date.now());
    socket.once('close', () => idle.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    idle.delete(socket);
    response.once('finish', () => {
      if (!socket.destroyed) idle.set(socket, Date.now());
    });
  });
  return idle;
}

/**
 * Stops the server without dropping what it accepted: it stops listening, answers every request
 * already received (Fastify's `return503OnClosing: false`, see app.ts, with `Connection: close` on
 * each answer so keep-alive clients reconnect elsewhere), then runs the close hooks — jobs finish,
 * pending API-log rows are written, the database closes. Past `timeoutMs` the requests still open
 * are cut. Resolves true when everything finished within the bound.
 *
 * Node's `server.close()` closes idle keep-alive connections at once, and a client that had just
 * sent its next request on one gets a reset (5 of ~2,000 requests of 32 busy clients, measured):
 * instead, idle connections are closed only once idle for {@link IDLE_GRACE_MS} (long enough for a
 * client slowed by a loaded machine), by which time a busy client has used them (and been told to
 * close) and an idle one is not sending.
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const server = app.server;
  const idle = idleConnections.get(server);
  let sweeper: NodeJS.Timeout | undefined;
  if (idle) {
    // Own-property override of the method Node's close() calls (lib/_http_server.js,
    // httpServerPreClose); the sweeper below does its work, later.
    server.closeIdleConnections = () => undefined;
    sweeper = setInterval(() => {
      const before = Date.now() - IDLE_GRACE_MS;
      for (const [socket, since] of idle) if (since <= before) socket.destroy();
    }, IDLE_GRACE_MS / 5);
  }
  const closed = app.close().then(() => true);
  try {
    if (await within(closed, timeoutMs)) return true;
    app.log.warn({ timeoutMs }, 'requests still open at the shutdown bound: closing their connections');
    server.closeAllConnections();
    await within(closed, AFTER_FORCE_MS);
    return false;
  } finally {
    clearInterval(sweeper);
  }
}

/** Whether `done` settles within `ms`. */
function within(done: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy to a PostgreSQL that can stop passing its replies on: a database that hangs after
 * the connection is open (SIGSTOP, a wedged host), which the silent server cannot stand for.
 */
export interface PausableProxy {
  url: string;
  /** Holds every reply, on open connections and new ones, until `resume`. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(targetUrl: string): Promise<PausableProxy> {
  const target = new URL(targetUrl);
  // Each PostgreSQL side and the client its replies go to.
  const upstreams = new Map<Socket, Socket>();
  const sockets = new Set<Socket>();
  let paused = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    upstreams.set(upstream, client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    upstream.on('close', () => upstreams.delete(upstream));
    client.pipe(upstream);
    if (!paused) upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    pause() {
      if (paused) return;
      paused = true;
      // Unpiped and paused: replies stay unread in the socket, as from a server that sends none.
      for (const [upstream, client] of upstreams) {
        upstream.unpipe(client);
        upstream.pause();
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [upstream, client] of upstreams) upstream.pipe(client);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

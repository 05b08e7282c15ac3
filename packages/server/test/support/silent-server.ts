import { createServer, type Socket } from 'node:net';

/**
 * A TCP server that accepts every connection and never answers, as a stopped (SIGSTOP) or wedged
 * PostgreSQL looks to a client: the connection opens, the startup message goes unanswered.
 */
export async function startSilentServer(): Promise<{
  url(password?: string): string;
  port: number;
  connections: () => number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Read and drop what the client sends, so it never waits on a full buffer.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    url: (password = 'secretpw') => `postgres://blade:${password}@127.0.0.1:${port}/blade`,
    connections: () => accepted,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

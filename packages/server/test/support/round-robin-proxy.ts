import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REPLICA_HEADER } from '../../src/http/replica-header';

/** A replica behind the proxy: the name it answers with (`BLADE_REPLICA_NAME`) and where it listens. */
export interface Upstream {
  name: string;
  port: number;
  host?: string;
}

/** What the proxy saw: answers per replica, and answers that came from another replica than sent to. */
export interface ProxyStats {
  served: Record<string, number>;
  /** Requests sent to the same replica as the request before (round robin over two or more: none). */
  repeats: number;
  /** Answers whose `X-Blade-Replica` named another replica than the one the request was sent to. */
  mismatches: number;
  /** Requests no replica answered (connection refused or reset): 502 to the client. */
  failures: number;
}

export interface RoundRobinProxy {
  url: string;
  stats: ProxyStats;
  close(): Promise<void>;
}

/** Not forwarded: the proxy's own counts as JSON, for a test to check that requests alternated. */
export const STATS_PATH = '/__round-robin';

/**
 * A load balancer for the replica tests, as nginx's default upstream is: each request goes to the
 * next replica in turn, so no two in a row reach the same one. It appends the client to
 * X-Forwarded-For as a production proxy does (the replicas run with TRUST_PROXY naming it).
 */
export async function startRoundRobinProxy(
  upstreams: readonly Upstream[],
  port = 0,
  host = '127.0.0.1',
): Promise<RoundRobinProxy> {
  // One upstream is allowed (the bench measures the proxy's own cost that way); it repeats, and says so.
  if (upstreams.length === 0) throw new Error('the proxy needs a replica to send requests to');
  const stats: ProxyStats = {
    served: Object.fromEntries(upstreams.map((u) => [u.name, 0])),
    repeats: 0,
    mismatches: 0,
    failures: 0,
  };
  let turn = 0;
  let previous: string | undefined;
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((request, response) => {
    if (request.url === STATS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
      return;
    }
    const upstream = upstreams[turn++ % upstreams.length]!;
    if (upstream.name === previous) stats.repeats++;
    previous = upstream.name;
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean);
    const outgoing = http.request(
      {
        agent,
        host: upstream.host ?? '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded.join(', ') },
      },
      (answer) => {
        stats.served[upstream.name]!++;
        if (answer.headers[REPLICA_HEADER] !== upstream.name) stats.mismatches++;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      stats.failures++;
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('replica unreachable');
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

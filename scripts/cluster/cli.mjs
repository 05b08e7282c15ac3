// The product as the replica e2e serves it (playwright.config.ts, E2E_REPLICAS): replicas of the
// built server on one PostgreSQL behind nginx with deploy/nginx.conf, and a control port from which
// the tests read nginx's access log as counts and restart the replicas one by one.
//
//   CLUSTER_PORT=4799 CLUSTER_REPLICAS=r1:4803,r2:4804 CLUSTER_CONTROL_PORT=4802 \
//     DATABASE_URL=… node scripts/cluster/cli.mjs
//
// Control: GET /stats?since=<epoch ms> (servedStats), POST /rolling-restart, GET /replicas.
// Everything else in the environment is the replicas' (DATABASE_URL, DATA_DIR, TRUST_PROXY, …).
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { servedStats, startNginx } from './nginx.mjs';
import { Replica, rollingRestart } from './replicas.mjs';

const port = Number(process.env.CLUSTER_PORT);
const controlPort = Number(process.env.CLUSTER_CONTROL_PORT);
const replicas = (process.env.CLUSTER_REPLICAS ?? '').split(',').map((entry) => {
  const [name, replicaPort] = entry.split(':');
  return new Replica(name, Number(replicaPort), {});
});
if (!port || !controlPort || replicas.length < 1)
  throw new Error('set CLUSTER_PORT, CLUSTER_CONTROL_PORT and CLUSTER_REPLICAS');
const names = Object.fromEntries(replicas.map((replica) => [String(replica.port), replica.name]));

// The first migrates and seeds under PostgreSQL's advisory lock; the others wait for it.
await Promise.all(replicas.map((replica) => replica.start()));
const nginx = await startNginx({
  port,
  replicaPorts: replicas.map((replica) => replica.port),
  dir: mkdtempSync(path.join(tmpdir(), 'blade-nginx-')),
});

let restarting = false;
const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  const answer = (status, body) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.method === 'GET' && url.pathname === '/stats') {
    return answer(200, servedStats(nginx.accessLog, names, Number(url.searchParams.get('since') ?? 0)));
  }
  if (request.method === 'GET' && url.pathname === '/replicas') {
    return answer(
      200,
      replicas.map(({ name, port: p, pid }) => ({ name, port: p, pid })),
    );
  }
  if (request.method === 'POST' && url.pathname === '/rolling-restart') {
    if (restarting) return answer(409, { error: 'a rolling restart is already running' });
    restarting = true;
    rollingRestart(replicas)
      .then(
        (restarts) => answer(200, { restarts }),
        (error) => answer(500, { error: String(error) }),
      )
      .finally(() => {
        restarting = false;
      });
    return;
  }
  answer(404, { error: 'not found' });
});
control.listen(controlPort, '127.0.0.1');
console.log(
  `nginx on ${nginx.base} over ${replicas.map((r) => `${r.name}:${r.port}`).join(', ')}; control on ${controlPort}`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    control.close();
    void Promise.all([nginx.stop(), ...replicas.map((replica) => replica.stop())]).finally(() =>
      process.exit(0),
    );
  });
}

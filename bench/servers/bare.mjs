// The bare node:http server of the throughput benches, as a process of its own (issue 43: run
// inside the bench it shared a thread with the load generator, and its req/s — the denominator of
// every share — was held down). Answers every request with the JSON in BODY_FILE.
//   PORT=4850 BODY_FILE=/tmp/body.json node bench/servers/bare.mjs
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE, 'utf8');
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));

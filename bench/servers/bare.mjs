// The bare node:http server of the throughput benches, as a process of its own (issue 43: run
// inside the bench it shared a thread with the load generator, and its req/s — the denominator of
// every share — was held down). Answers every request with the body in BODY_FILE, as JSON unless
// CONTENT_TYPE says otherwise (the first-paint floor of bench/wire.mjs serves a page), with the
// response headers in HEADERS (JSON) beside it: the floor page also comes with /login's own.
//   PORT=4850 BODY_FILE=/tmp/body.json node bench/servers/bare.mjs
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE, 'utf8');
const type = process.env.CONTENT_TYPE ?? 'application/json; charset=utf-8';
const headers = JSON.parse(process.env.HEADERS ?? '{}');
createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-type': type });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));

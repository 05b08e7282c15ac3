import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signIn, startTestServer } from './helpers';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 37: "a large body can drop the connection". Over a real socket (inject has none), twenty
 * 6 MB JSON bodies, each sent whole, each answered 413 with the envelope: none reset.
 */
const started = serverForFile(async () => {
  const server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, token: (await signIn(server.app)).access_token };
});

/** Posts `bytes` of JSON to `path` and answers the status and body, or the socket's error code. */
function post(
  port: number,
  path: string,
  bytes: number,
  token: string,
): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': bytes,
          ...(token ? { 'blade-auth': `bearer ${token}` } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, body }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    // A JSON string of `bytes` characters, in 256 KB writes a millisecond apart, as over a network:
    // the answer comes while most of the body is still on its way.
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    request.write('"');
    let sent = 1;
    const pump = () => {
      if (request.destroyed) return;
      if (sent >= bytes - 1) {
        request.end('"');
        return;
      }
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - 1 - sent));
      sent += part.length;
      request.write(part);
      setTimeout(pump, 1);
    };
    pump();
  });
}

describe('a body over the limit (issue 37)', () => {
  it('sent without a token is answered 401 with the envelope, every time, not reset', async () => {
    const { port } = started.server.app.server.address() as AddressInfo;
    for (let i = 0; i < 10; i++) {
      const answer = await post(port, '/api/blade-system/param/submit', 6 * 1024 * 1024, '');
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(401);
    }
  });

  it('is answered 413 with the envelope, every time, before the connection closes', async () => {
    const { port } = started.server.app.server.address() as AddressInfo;
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(await post(port, '/api/blade-system/param/submit', 6 * 1024 * 1024, started.token));
    for (const answer of answers) {
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body ?? '')).toMatchObject({ code: 413, success: false, msg: '请求体过大' });
    }
  });
});

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

describe('an address too long for the HTTP parser (5,000 ids, a 100 KB filter)', () => {
  /** GETs `path` with these headers over a real socket: the status and the body. */
  function get(port: number, path: string, headers: Record<string, string>) {
    return new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.get({ port, host: '127.0.0.1', path, agent: false, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      request.on('error', reject);
    });
  }

  it("is answered 431 with the envelope, in the reader's language", async () => {
    const { port } = started.server.app.server.address() as AddressInfo;
    const path = `/api/blade-system/param/remove?ids=${Array.from({ length: 5000 }, (_, i) => 1000 + i).join(',')}`;
    const zh = await get(port, path, {});
    expect(zh.status).toBe(431);
    expect(JSON.parse(zh.body)).toEqual({
      code: 431,
      success: false,
      data: null,
      msg: '请求的地址或请求头过长，请缩短后重试',
    });
    const en = await get(port, path, { 'accept-language': 'en' });
    expect(en.status).toBe(431);
    expect(JSON.parse(en.body).msg).toBe(
      "The request's address or headers are too long: shorten them and try again",
    );
  });
});

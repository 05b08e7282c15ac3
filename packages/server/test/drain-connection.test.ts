import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeGracefully, registerLifecycle } from '../src/lifecycle/drain';

/**
 * docs/operations.md: on SIGTERM the server "answers every request it already accepted, each with
 * `Connection: close`", so a keep-alive client reconnects to another replica for its next one.
 */
describe('a request in progress when the server starts to close', () => {
  it('is answered whole, with Connection: close', async () => {
    const app = Fastify({ return503OnClosing: false });
    registerLifecycle(app);
    let arrived!: () => void;
    const inProgress = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { saved: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const answered = new Promise<{ connection?: string; body: string }>((resolve, reject) => {
      const call = httpRequest({
        port,
        host: '127.0.0.1',
        path: '/slow',
        headers: { connection: 'keep-alive' },
      });
      call.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ connection: response.headers.connection, body }));
      });
      call.on('error', reject);
      call.end();
    });
    await inProgress;
    const closed = closeGracefully(app, 5_000);

    expect(await answered).toEqual({ connection: 'close', body: '{"saved":true}' });
    expect(await closed).toBe(true);
  });
});

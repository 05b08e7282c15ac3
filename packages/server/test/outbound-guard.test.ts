import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  allowOutbound,
  OutboundHttpAgent,
  OutboundRefusedError,
  outboundFetch,
  outboundRefusalIn,
  parseOutboundAllow,
  resolveAllowed,
} from '../src/http/outbound';
import { authed, startSignedIn, type TestServer } from './helpers';

/**
 * Issue 37: "One guarded way out". Every outgoing call resolves its host and refuses loopback,
 * link-local (169.254.169.254), private, unique-local, unspecified and IPv4-mapped forms of them,
 * on the first request and on every redirect; `BLADE_OUTBOUND_ALLOW` lets an operator allow one.
 */

/** A local HTTP server that counts what reaches it (a refused call must reach nothing). */
interface Target {
  server: Server;
  port: number;
  hits: string[];
}

async function target(
  answer: (url: string) => { status: number; location?: string } = () => ({ status: 200 }),
) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    request.resume();
    const { status, location } = answer(request.url ?? '/');
    response.writeHead(status, location ? { location } : { 'content-type': 'application/json' });
    response.end(location ? '' : '{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits } satisfies Target;
}

const targets: Target[] = [];
async function started(answer?: Parameters<typeof target>[0]) {
  const made = await target(answer);
  targets.push(made);
  return made;
}

// The list is the process's, and a worker's files share it (vitest.config.ts: no isolation): a file
// that ran before in this worker — a server built with its fakes allowed — may have left 127.0.0.1 in.
beforeEach(() => allowOutbound([]));
afterEach(() => allowOutbound([]));
afterAll(async () => {
  for (const { server } of targets) await new Promise((resolve) => server.close(resolve));
});

describe('which addresses an outgoing call may reach', () => {
  const internal = [
    '127.0.0.1',
    '127.1.2.3',
    'localhost',
    '0.0.0.0',
    '2130706433',
    '[::ffff:127.0.0.1]',
    '::ffff:7f00:1',
    '[::1]',
    '::',
    '169.254.169.254',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    'fd00::1',
    'fe80::1',
    '64:ff9b::7f00:1',
    '::7f00:1',
    '224.0.0.1',
  ];
  it.each(internal)('refuses %s', async (host) => {
    const refusal = await resolveAllowed(host, 80).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OutboundRefusedError);
    expect((refusal as Error).message).toContain(`${host}:80 不允许连接`);
    expect((refusal as Error).message).toContain('BLADE_OUTBOUND_ALLOW');
  });

  it.each(['93.184.216.34', '2606:4700:4700::1111', '[2606:4700:4700::1111]'])(
    'lets a public address through: %s',
    async (host) => {
      await expect(resolveAllowed(host, 443)).resolves.toMatchObject({ address: host.replace(/[[\]]/g, '') });
    },
  );

  it('allows what BLADE_OUTBOUND_ALLOW names: a host, a host:port, an IP and a CIDR', async () => {
    allowOutbound(parseOutboundAllow('localhost:9000, 10.0.0.0/8, 192.168.1.5, [fd00::7]:443'));
    await expect(resolveAllowed('localhost', 9000)).resolves.toBeDefined();
    await expect(resolveAllowed('localhost', 9001)).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(resolveAllowed('10.200.0.1', 1234)).resolves.toEqual({ address: '10.200.0.1', family: 4 });
    await expect(resolveAllowed('192.168.1.5', 80)).resolves.toBeDefined();
    await expect(resolveAllowed('192.168.1.6', 80)).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(resolveAllowed('[fd00::7]', 443)).resolves.toBeDefined();
    await expect(resolveAllowed('[fd00::7]', 80)).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(resolveAllowed('127.0.0.1', 9000)).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('refuses a malformed allow-list at start, naming the entry', () => {
    expect(() => loadConfig({ BLADE_OUTBOUND_ALLOW: 'minio:port' })).toThrow('"minio:port"');
    expect(() => loadConfig({ BLADE_OUTBOUND_ALLOW: '10.0.0.0/99' })).toThrow('CIDR');
    expect(() => loadConfig({ BLADE_OUTBOUND_ALLOW: 'host:70000' })).toThrow('1–65535');
    expect(
      loadConfig({ BLADE_OUTBOUND_ALLOW: ' minio.internal:9000 ,, 10.0.0.0/8 ' }).outboundAllow,
    ).toHaveLength(2);
  });
});

describe('the clients that go out', () => {
  it('fetch: refused before any byte is sent, allowed once the operator says so', async () => {
    const local = await started();
    const error = await outboundFetch(`http://127.0.0.1:${local.port}/x`).catch((e: unknown) => e);
    expect(outboundRefusalIn(error)).toBeInstanceOf(OutboundRefusedError);
    expect(local.hits).toEqual([]);

    allowOutbound(parseOutboundAllow(`127.0.0.1:${local.port}`));
    const response = await outboundFetch(`http://127.0.0.1:${local.port}/x`);
    expect(response.status).toBe(200);
    expect(local.hits).toEqual(['GET /x']);
  });

  it('fetch: a redirect to an address that is not allowed is refused too', async () => {
    const inside = await started();
    const outside = await started(() => ({
      status: 302,
      location: `http://127.0.0.1:${inside.port}/secret`,
    }));
    allowOutbound(parseOutboundAllow(`127.0.0.1:${outside.port}`));
    const error = await outboundFetch(`http://127.0.0.1:${outside.port}/go`).catch((e: unknown) => e);
    expect(outboundRefusalIn(error)?.message).toContain(`127.0.0.1:${inside.port}`);
    expect(outside.hits).toEqual(['GET /go']);
    expect(inside.hits).toEqual([]);
  });

  it("Node's agents (the S3 SDK's): refused, then allowed", async () => {
    const local = await started();
    const get = (agent: OutboundHttpAgent) =>
      new Promise<number>((resolve, reject) => {
        const request = createRequest(agent, local.port, resolve);
        request.on('error', reject);
        request.end();
      });
    const error = await get(new OutboundHttpAgent()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(local.hits).toEqual([]);
    allowOutbound(parseOutboundAllow('127.0.0.0/8'));
    await expect(get(new OutboundHttpAgent())).resolves.toBe(200);
    expect(local.hits).toEqual(['GET /agent']);
  });
});

function createRequest(agent: OutboundHttpAgent, port: number, done: (status: number) => void) {
  return httpRequest({ host: 'localhost', port, path: '/agent', agent }, (response) => {
    response.resume();
    done(response.statusCode ?? 0);
  });
}

describe('a tenant admin cannot point the server at its own network (oss/test-connection)', () => {
  let server: TestServer;
  let token: string;
  let local: Target;
  beforeAll(async () => {
    ({ server, token } = await startSignedIn());
    local = await started();
  });
  afterAll(() => server.close());

  it.each([
    'http://127.0.0.1:PORT',
    'http://localhost:PORT',
    'http://0.0.0.0:PORT',
    'http://2130706433:PORT',
    'http://[::ffff:127.0.0.1]:PORT',
  ])('endpoint %s: 400 naming BLADE_OUTBOUND_ALLOW, and nothing reaches the port', async (endpoint) => {
    const response = await authed(server.app, token, {
      method: 'POST',
      url: '/api/blade-resource/oss/test-connection',
      payload: {
        category: 1,
        ossCode: 'ssrf-probe',
        endpoint: endpoint.replace('PORT', String(local.port)),
        bucketName: 'blade',
        accessKey: 'AK',
        secretKey: 'SK',
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 400 });
    expect(response.json().msg).toContain('不允许连接');
    expect(response.json().msg).toContain('BLADE_OUTBOUND_ALLOW');
    expect(local.hits).toEqual([]);
  });
});

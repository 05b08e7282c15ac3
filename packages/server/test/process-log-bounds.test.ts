import { lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MASK } from '../src/logs/mask';
import {
  CLIENT_ERRORS_PER_MINUTE,
  ClientErrorSampler,
  loggedUrl,
  MAX_LOGGED_URL,
  processLogOptions,
} from '../src/logs/process-log';
import { signIn, startTestServer } from './helpers';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 37: "anonymous traffic fills the disk through the process log". A logged URL is cut, and the
 * client errors of one address are sampled; one line per answered request.
 */
const processLog: string[] = [];
const started = serverForFile(async () => ({
  server: await startTestServer(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => processLog.push(line) } } },
  ),
}));

describe('a logged URL', () => {
  it("masks a sign-in's one-time codes: a texted code, an OAuth code and state", () => {
    const sms =
      '/api/blade-auth/oauth/token?grant_type=sms_code&phone=13800000000&code=654321&tenantId=000000';
    expect(loggedUrl(sms)).toBe(
      `/api/blade-auth/oauth/token?grant_type=sms_code&phone=13800000000&code=${MASK}&tenantId=000000`,
    );
    const oauth = loggedUrl('/api/blade-auth/oauth/token?grant_type=social&code=gh-1a2b&state=xyz9');
    expect(oauth).not.toMatch(/gh-1a2b|xyz9/);
    // Elsewhere a code is a business value (a region's, a dictionary's).
    expect(loggedUrl('/api/blade-system/region/lazy-tree?code=320400')).toContain('code=320400');
  });

  it('is masked first, then cut to its bound with what was left out counted', () => {
    const long = `/api/blade-system/param/list?password=e10adc3949ba59abbe56e057f20f883e&q=${'x'.repeat(8000)}`;
    const logged = loggedUrl(long);
    expect(logged.startsWith(`/api/blade-system/param/list?password=${MASK}&q=xxx`)).toBe(true);
    expect(logged).not.toContain('e10adc39');
    expect(logged).toMatch(/…\(\d+ more characters\)$/);
    expect(logged.length).toBeLessThan(MAX_LOGGED_URL + 40);
    expect(loggedUrl('/api/x?a=1')).toBe('/api/x?a=1');
  });
});

describe('client errors of one address', () => {
  it('are written up to the minute’s allowance, then counted, and the count said in the next minute', () => {
    const sampler = new ClientErrorSampler(3);
    const t0 = 1_000_000;
    const first = Array.from({ length: 5 }, (_, i) => sampler.take('10.0.0.1', t0 + i).write);
    expect(first).toEqual([true, true, true, false, false]);
    // Another address has its own allowance.
    expect(sampler.take('10.0.0.2', t0 + 10).write).toBe(true);
    expect(sampler.take('10.0.0.1', t0 + 60_000)).toEqual({ write: true, skippedBefore: 2 });
    expect(sampler.take('10.0.0.1', t0 + 60_001)).toEqual({ write: true, skippedBefore: 0 });
  });
});

describe('the process log under anonymous traffic (issue 37)', () => {
  it('grows by far less than the traffic: 3,000 requests with 8 KB queries', async () => {
    const { app } = started.server;
    const query = `name=${'a'.repeat(8 * 1024)}`;
    processLog.length = 0;
    for (let i = 0; i < 3000; i++) {
      const response = await app.inject({ url: `/api/blade-system/param/list?${query}&n=${i}` });
      expect(response.statusCode).toBe(401);
    }
    const bytes = processLog.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
    // Logged whole, twice each (Fastify's two lines), the URLs alone were 49 MB.
    expect(bytes).toBeLessThan(100 * 1024);
    const completed = processLog.filter((line) => line.includes('"request completed"'));
    expect(completed).toHaveLength(CLIENT_ERRORS_PER_MINUTE);
    for (const line of completed) expect(JSON.parse(line).req.url.length).toBeLessThan(MAX_LOGGED_URL + 40);
    expect(processLog.some((line) => line.includes('incoming request'))).toBe(false);
  });

  it('still writes every answered request that is no client error, with its status and time', async () => {
    const { app } = started.server;
    processLog.length = 0;
    const { access_token } = await signIn(app);
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE + 5; i++) {
      const response = await app.inject({
        url: '/api/blade-system/param/list',
        headers: { 'blade-auth': `bearer ${access_token}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const lines = processLog
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'request completed');
    const listed = lines.filter((line) => line.req.url === '/api/blade-system/param/list');
    expect(listed).toHaveLength(CLIENT_ERRORS_PER_MINUTE + 5);
    expect(listed[0]).toMatchObject({ res: { statusCode: 200 }, req: { method: 'GET' } });
    expect(typeof listed[0].responseTime).toBe('number');
  });
});

/** pino-roll numbers the files it rotates through: server.1.log, server.2.log, … */
const logFiles = (dir: string) => readdirSync(dir).filter((name) => /^server\.\d+\.log$/.test(name));

describe('LOG_FILE, rotated by size (issue 37)', () => {
  it('keeps the log in files of LOG_MAX_BYTES, at most LOG_FILES of them beside the current one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'blade-log-'));
    const file = path.join(dir, 'server.log');
    const logger = processLogOptions({ logLevel: 'info', logFile: file, logMaxBytes: 8 * 1024, logFiles: 2 });
    const server = await startTestServer({}, { logger });
    try {
      const { access_token } = await signIn(server.app);
      for (let i = 0; i < 300; i++) {
        await server.app.inject({
          url: `/api/blade-system/param/list?n=${i}`,
          headers: { 'blade-auth': `bearer ${access_token}` },
        });
      }
      // The transport writes in its own thread: wait until it has rotated through several files.
      await vi.waitFor(
        () => {
          const names = logFiles(dir);
          expect(names.length).toBe(3);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await server.close();
    }
    const names = logFiles(dir);
    // 300 lines of ~400 bytes would be ~120 KB in one file; three files of about 8 KB remain.
    expect(names.length).toBeLessThanOrEqual(3);
    const sizes = names.map((name) => statSync(path.join(dir, name)).size);
    // pino-roll rolls after the write that crosses the limit, and the writer flushes what it has
    // buffered in one write (several lines when the machine is busy: 18 KB once on a loaded CI
    // run): a file ends past LOG_MAX_BYTES by at most one such flush, never near the ~120 KB it
    // would be without rotation.
    for (const size of sizes) expect(size).toBeLessThan(4 * 8 * 1024);
    const lines = names.flatMap((name) =>
      readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean),
    );
    expect(lines.some((line) => JSON.parse(line).msg === 'request completed')).toBe(true);
    // The one being written, by a name that does not change (LOG_FILE's own name never exists).
    const newest = names.sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1])).at(-1);
    expect(lstatSync(path.join(dir, 'current.log')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(dir, 'current.log'))).toBe(newest);
    rmSync(dir, { recursive: true, force: true });
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'blade-site-'));
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(siteDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ staticDir: siteDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the built console at /', () => {
  it('serves index.html for console routes that accept HTML (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/Home', '/wel/index']) {
      const response = await server.app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>console</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a long time', async () => {
    const response = await server.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps /api answers as envelopes: unknown paths are 404, not the page', async () => {
    const response = await server.app.inject({ url: '/api/unknown/thing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false });
  });

  it('serves index.html for page paths whatever the Accept header (like nginx try_files)', async () => {
    for (const accept of ['*/*', 'application/json', undefined]) {
      const response = await server.app.inject({ url: '/system/user', headers: accept ? { accept } : {} });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.body).toContain('<title>console</title>');
    }
  });

  it('answers missing files (paths with an extension) with a 404, even when HTML is accepted', async () => {
    for (const url of ['/assets/missing.js', '/favicon.png']) {
      const response = await server.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

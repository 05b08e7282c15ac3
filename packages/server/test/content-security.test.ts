import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/content-security';
import { startTestServer, type TestServer } from './helpers';

const BOOT = "document.documentElement.dataset.theme='theme-dark'";
const LOGIN_BOOT = "document.documentElement.lang='en'";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'blade-csp-'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    `<!doctype html><head><script>${BOOT}</script><script type="module" src="/assets/a.js"></script></head>`,
  );
  writeFileSync(path.join(staticDir, 'login.html'), `<!doctype html><script>${LOGIN_BOOT}</script>`);
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the Content-Security-Policy (issue 17 point 8)', () => {
  it('allows this origin’s scripts and the served pages’ inline scripts by hash, nothing else', async () => {
    for (const url of ['/', '/login', '/system/user']) {
      const policy = String((await server.app.inject(url)).headers['content-security-policy']);
      const directives = Object.fromEntries(
        policy.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src'], url).toEqual(["'self'", sha(BOOT), sha(LOGIN_BOOT)]);
      expect(directives['frame-ancestors'], url).toEqual(["'self'"]);
      expect(directives['object-src'], url).toEqual(["'none'"]);
      expect(directives['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directives['connect-src'], url).toEqual(["'self'"]);
      expect(policy, url).not.toContain('unsafe-eval');
    }
  });

  it('gives JSON answers the API policy: they load nothing, only this origin frames them', async () => {
    for (const url of ['/api/health', '/api/blade-system/param/list', '/api/blade-none/such']) {
      const response = await server.app.inject(url);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'self'",
      );
    }
  });

  it('hashes only inline scripts that run: not src scripts, JSON data blocks or empty tags', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/json">{"a":1}</script>
      <script type="module">b()</script><script></script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

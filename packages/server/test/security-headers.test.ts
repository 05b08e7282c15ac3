import { describe, expect, it } from 'vitest';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

describe('security headers (issue 17, point 8)', () => {
  it('every kind of answer carries nosniff, same-origin framing and a referrer policy', async () => {
    const answers = {
      'the health check': await signedIn.server.app.inject({ url: '/api/health' }),
      'a signed-in list': await authed(signedIn.server.app, signedIn.token, {
        url: '/api/blade-system/param/list',
      }),
      'a refused call (401)': await signedIn.server.app.inject({ url: '/api/blade-system/param/list' }),
      'an unknown API route (404)': await signedIn.server.app.inject({ url: '/api/blade-none/such' }),
      'a bad body (400)': await authed(signedIn.server.app, signedIn.token, {
        method: 'POST',
        url: '/api/blade-system/param/submit',
        headers: { 'content-type': 'application/json' },
        payload: '{"paramName":',
      }),
      'a page address with no console built (404)': await signedIn.server.app.inject({ url: '/login' }),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
      // A JSON answer is data: it loads nothing, only this origin frames it (pages: content-security.test.ts).
      expect(response.headers['content-type'], what).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], what).toBe(
        "default-src 'none'; frame-ancestors 'self'",
      );
    }
    expect(answers['a signed-in list'].statusCode).toBe(200);
    expect(answers['a refused call (401)'].statusCode).toBe(401);
    expect(answers['a bad body (400)'].statusCode).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bladeCaptcha } from '../src/db/schema';
import { requestToken, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ captcha: true });
});
afterAll(async () => {
  await server?.close();
});

async function newCaptcha(): Promise<{ key: string; code: string }> {
  const response = await server.app.inject('/api/blade-auth/oauth/captcha');
  expect(response.statusCode).toBe(200);
  const { key, image } = response.json<{ key: string; image: string }>();
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  const [row] = await server.database.db.select().from(bladeCaptcha).where(eq(bladeCaptcha.key, key));
  return { key, code: row!.code };
}

describe('captcha image', () => {
  it('has a light background, so it stays readable in dark themes', async () => {
    const response = await server.app.inject('/api/blade-auth/oauth/captcha');
    const { image } = response.json<{ image: string }>();
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<rect width="100%" height="100%" fill="#f5f7fa"/>');
  });

  it('is drawn at 220 × 64, the size the sign-in form shows it (readable, issue 36)', async () => {
    const response = await server.app.inject('/api/blade-auth/oauth/captcha');
    const { image } = response.json<{ image: string }>();
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/<svg[^>]* width="220"/);
    expect(svg).toMatch(/<svg[^>]* height="64"/);
  });

  it('draws on whole pixels with the shortest path data: the image is what /login pays for', async () => {
    const response = await server.app.inject('/api/blade-auth/oauth/captcha');
    const { image } = response.json<{ image: string }>();
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/<path[^>]* d="m\d+ \d+/i);
    expect(svg).not.toMatch(/\d\.\d/);
    // svg-captcha draws 5 glyphs in ~6,000 characters of absolute coordinates; compacted, ~1,500.
    expect(svg.length).toBeLessThan(3_000);
  });
});

describe('captcha grant with BLADE_CAPTCHA on', () => {
  it('rejects a wrong code', async () => {
    const { key } = await newCaptcha();
    const response = await requestToken(server.app, {
      grantType: 'captcha',
      headers: { 'captcha-key': key, 'captcha-code': 'zzzzz' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('验证码不正确');
  });

  it('requires the captcha for the password grant as well', async () => {
    const response = await requestToken(server.app, { grantType: 'password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('验证码不正确');
  });

  it('rejects a missing captcha', async () => {
    const response = await requestToken(server.app, { grantType: 'captcha' });
    expect(response.statusCode).toBe(400);
  });

  it('accepts the right code once, case-insensitively', async () => {
    const { key, code } = await newCaptcha();
    const headers = { 'captcha-key': key, 'captcha-code': code.toUpperCase() };
    const first = await requestToken(server.app, { grantType: 'captcha', headers });
    expect(first.statusCode).toBe(200);
    const again = await requestToken(server.app, { grantType: 'captcha', headers });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe('验证码不正确');
  });

  it('burns a captcha on a wrong guess', async () => {
    const { key, code } = await newCaptcha();
    await requestToken(server.app, {
      grantType: 'captcha',
      headers: { 'captcha-key': key, 'captcha-code': 'wrong' },
    });
    const retry = await requestToken(server.app, {
      grantType: 'captcha',
      headers: { 'captcha-key': key, 'captcha-code': code },
    });
    expect(retry.statusCode).toBe(400);
  });
});

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteApp, startSiteApp } from './site-support';

/**
 * The public site's theme (issue 39): `?theme=auto|light|dark` (remembered in the `site_theme`
 * cookie) or the cookie picks `<html>`'s attributes, following the system's light or dark by
 * default, and the theme switch rendered with the page marks the theme shown.
 */
let site: SiteApp;
beforeAll(async () => {
  site = await startSiteApp();
}, 60_000);
afterAll(() => site?.close());

const page = (url: string, options: Partial<InjectOptions> = {}) =>
  site.app.inject({ method: 'GET', url, ...options });

describe('the theme of a rendered page', () => {
  it('writes the theme of ?theme= (remembered in a cookie) or of the cookie on <html>, following the system by default', async () => {
    /** Whether the theme switch marks `name` as the theme shown. */
    const marked = (html: string, name: string) =>
      new RegExp(
        `<a [^>]*title="${name}"[^>]*aria-current="true"|<a [^>]*aria-current="true"[^>]*title="${name}"`,
      ).test(html);
    const auto = await page('/Home');
    expect(auto.body).toMatch(/<html lang="zh-CN" data-theme-mode="auto">/);
    expect(auto.body).not.toMatch(/<html[^>]*data-theme=/);
    expect(marked(auto.body, '跟随系统')).toBe(true);
    expect(marked(auto.body, '深色')).toBe(false);
    expect(auto.headers['set-cookie']).toBeUndefined();

    const dark = await page('/Home?theme=dark');
    expect(dark.body).toMatch(/<html lang="zh-CN" data-theme="theme-dark">/);
    expect(marked(dark.body, '深色')).toBe(true);
    expect(marked(dark.body, '跟随系统')).toBe(false);
    expect(dark.headers['set-cookie']).toBe('site_theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    // Another page of the theme: another validator.
    expect(dark.headers.etag).not.toBe(auto.headers.etag);
    expect(dark.headers.vary).toContain('Cookie');

    const light = await page('/service', { headers: { cookie: 'site_lang=en; site_theme=light' } });
    expect(light.body).toMatch(/<html lang="en" data-theme="theme-default">/);
    expect(marked(light.body, 'Light')).toBe(true);
    expect(light.headers['set-cookie']).toBeUndefined();

    const backToAuto = await page('/service?theme=auto', { headers: { cookie: 'site_theme=dark' } });
    expect(backToAuto.body).toMatch(/<html lang="zh-CN" data-theme-mode="auto">/);
    expect(backToAuto.headers['set-cookie']).toBe('site_theme=auto; Path=/; Max-Age=31536000; SameSite=Lax');

    for (const cookie of ['site_theme=purple', 'site_theme=%', 'site_theme=']) {
      const unknown = await page('/service?theme=<b>', { headers: { cookie } });
      expect(unknown.statusCode, cookie).toBe(200);
      expect(unknown.body, cookie).toMatch(/<html lang="zh-CN" data-theme-mode="auto">/);
      expect(unknown.headers['set-cookie'], cookie).toBeUndefined();
    }
  });

  it('remembers both choices of one address in two Set-Cookie headers', async () => {
    const both = await page('/news?lang=en&theme=dark');
    expect(both.body).toMatch(/<html lang="en" data-theme="theme-dark">/);
    expect(both.headers['set-cookie']).toEqual([
      'site_lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
      'site_theme=dark; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { isSafeFrameUrl } from './isSafeFrameUrl';

const base = 'https://console.example.com/iframe';

describe('isSafeFrameUrl', () => {
  it.each([
    'http://localhost/swagger-ui.html',
    'https://example.com/report?blade-auth=bearer%20x',
    'HTTP://EXAMPLE.COM',
    '//cdn.example.com/page',
    '/api/doc.html',
    'doc.html',
  ])('accepts %s', (url) => {
    expect(isSafeFrameUrl(url, base)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'blob:https://example.com/uuid',
    'file:///etc/passwd',
    'about:blank',
    'ftp://example.com',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isSafeFrameUrl(url, base)).toBe(false);
  });

  it('refuses non-strings and unparsable input', () => {
    expect(isSafeFrameUrl(undefined)).toBe(false);
    expect(isSafeFrameUrl(null)).toBe(false);
    expect(isSafeFrameUrl('http://[::1', base)).toBe(false);
  });
});

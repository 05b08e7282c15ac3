import { describe, expect, it } from 'vitest';
import { safeImage, safeUrl } from './safeUrl';

describe('addresses stored by staff', () => {
  it('keep site paths and http(s) addresses', () => {
    expect(safeUrl('/service')).toEqual({ kind: 'internal', path: '/service' });
    expect(safeUrl('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(safeImage('/site/news/hub.svg')).toBe('/site/news/hub.svg');
  });

  it('refuse script, data and other hosts by a protocol-relative path', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'vbscript:x',
      '',
    ]) {
      expect(safeUrl(bad), bad).toBeUndefined();
    }
  });
});

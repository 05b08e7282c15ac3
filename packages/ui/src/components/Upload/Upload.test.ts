import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, DEFAULT_MAX_SIZE, formatBytes } from './fileRules';

const f = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkFile (SPEC §5: jpg or png, at most 500 KB)', () => {
  it('accepts jpg and png within the limit', () => {
    expect(checkFile(f('a.jpg', 'image/jpeg'))).toEqual({ ok: true });
    expect(checkFile(f('A.JPEG', 'image/jpeg'))).toEqual({ ok: true });
    expect(checkFile(f('b.png', 'image/png', DEFAULT_MAX_SIZE))).toEqual({ ok: true });
    // Some systems give no MIME type: the extension decides.
    expect(checkFile(f('c.png', ''))).toEqual({ ok: true });
  });
  it('refuses other types, including a renamed file', () => {
    expect(checkFile(f('a.gif', 'image/gif'))).toEqual({ ok: false, reason: 'type' });
    expect(checkFile(f('a.png', 'application/pdf'))).toEqual({ ok: false, reason: 'type' });
    expect(checkFile(f('png', 'image/png'))).toEqual({ ok: false, reason: 'type' });
  });
  it('refuses files over the limit', () => {
    expect(checkFile(f('a.png', 'image/png', DEFAULT_MAX_SIZE + 1))).toEqual({ ok: false, reason: 'size' });
    expect(checkFile(f('a.png', 'image/png', 3000), { maxSize: 2048 })).toEqual({
      ok: false,
      reason: 'size',
    });
  });
  it('can allow any type', () => {
    expect(checkFile(f('a.pdf', 'application/pdf'), { types: [], extensions: [] })).toEqual({ ok: true });
  });
});

describe('formatBytes / acceptAttribute', () => {
  it('formats sizes for people', () => {
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
  it('builds the accept attribute', () => {
    expect(acceptAttribute()).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });
});

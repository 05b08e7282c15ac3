import { describe, expect, it } from 'vitest';
import { carriesNoSecret, isMaskedSecret, maskAccessKey, SECRET_MASK } from './secrets';

describe('write-only secrets on the wire', () => {
  it('shows a key longer than 8 characters as the mask and its last 4, a shorter one as the mask alone', () => {
    expect(maskAccessKey('AKIAIOSFODNN7EXAMPLE')).toBe(`${SECRET_MASK}MPLE`);
    expect(maskAccessKey('123456789')).toBe(`${SECRET_MASK}6789`);
    expect(maskAccessKey('12345678')).toBe(SECRET_MASK);
    expect(maskAccessKey(12345)).toBe(SECRET_MASK);
  });

  it('never shows a mask for no key, and never the key itself', () => {
    for (const none of [undefined, null, '']) expect(maskAccessKey(none)).toBe('');
    for (const key of ['a', 'secret12', 'a-much-longer-secret-key']) {
      expect(maskAccessKey(key)).not.toContain(key);
      expect(maskAccessKey(key)).not.toBe('');
    }
  });

  it('reads any masked value sent back as "keep the stored secret"', () => {
    for (const key of ['k', 'secret12', 'a-much-longer-secret-key'])
      expect(isMaskedSecret(maskAccessKey(key))).toBe(true);
    expect(isMaskedSecret('new-secret')).toBe(false);
    expect(isMaskedSecret(123)).toBe(false);
  });

  it('says a submit carries no new secret when it sends nothing, nothing but blanks of value, or the mask', () => {
    for (const none of [undefined, null, '', SECRET_MASK, maskAccessKey('a-much-longer-secret-key')]) {
      expect(carriesNoSecret(none), String(none)).toBe(true);
    }
    expect(carriesNoSecret('new-secret')).toBe(false);
  });
});

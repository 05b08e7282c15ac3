import { describe, expect, it } from 'vitest';
import { readSignInCallback } from './signInCallback';

describe('sign-in callbacks on /login (SPEC §7 grant types social and authorization_code)', () => {
  it('reads a social return from source, code and state', () => {
    expect(readSignInCallback('?source=github&code=c1&state=s1')).toEqual({
      kind: 'social',
      source: 'github',
      code: 'c1',
      state: 's1',
    });
    expect(readSignInCallback('?source=gitee&code=c&state=s&tenantId=000001')).toMatchObject({
      tenantId: '000001',
    });
  });

  it('reads a single sign-on return from a code without a source', () => {
    expect(readSignInCallback('?code=abc')).toEqual({ kind: 'sso', code: 'abc' });
    expect(readSignInCallback('?code=abc&state=000001')).toEqual({
      kind: 'sso',
      code: 'abc',
      state: '000001',
    });
  });

  it('ignores an ordinary visit and an incomplete social return', () => {
    expect(readSignInCallback('')).toBeUndefined();
    expect(readSignInCallback('?redirect=%2Fwel')).toBeUndefined();
    expect(readSignInCallback('?source=github&code=c1')).toBeUndefined();
    expect(readSignInCallback('?source=github&state=s')).toBeUndefined();
  });
});

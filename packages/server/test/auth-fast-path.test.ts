import { describe, expect, it } from 'vitest';
import { type AccessClaims, TokenSigner } from '../src/auth/jwt';
import { SecondCache } from '../src/auth/second-cache';

const CLAIMS: AccessClaims = {
  token_type: 'access_token',
  client_id: 'saber',
  tenant_id: '000000',
  user_id: '1',
  role_id: '1',
  role_name: 'administrator',
  dept_id: '1',
  post_id: '1',
  account: 'admin',
  user_name: 'admin',
  nick_name: 'admin',
  real_name: 'admin',
  oauth_id: '',
  session_id: '42',
};
const SECRET = 'a-secret-long-enough-for-hs256-0123456789';

/**
 * The auth hook admits a call without a promise only on answers already checked within the second
 * (http/auth-hook.ts): these are what it may peek at, and when they say "ask again".
 */
describe('answers the auth hook may take without waiting', () => {
  it('SecondCache.peek: nothing until a read has succeeded, then the value while fresh', async () => {
    let now = 0;
    const cache = new SecondCache<string>(1000, () => now);
    expect(cache.peek('k')).toBeUndefined();
    let resolve!: (value: string) => void;
    const pending = cache.get('k', () => new Promise<string>((r) => (resolve = r)));
    expect(cache.peek('k')).toBeUndefined();
    resolve('v');
    await pending;
    expect(cache.peek('k')).toEqual({ value: 'v' });
    now = 1000;
    expect(cache.peek('k')).toBeUndefined();
    const failed = cache.get('bad', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(cache.peek('bad')).toBeUndefined();
  });

  it('TokenSigner.knownAccess: only a token verified before, as an access token, until it expires', async () => {
    let now = Date.now();
    const signer = new TokenSigner(SECRET, () => now);
    const token = await signer.sign(CLAIMS, 60);
    expect(signer.knownAccess(token)).toBeUndefined();
    const claims = await signer.verifyAccess(token);
    expect(signer.knownAccess(token)).toBe(claims);
    const refresh = await signer.sign({ ...CLAIMS, token_type: 'refresh_token' } as never, 60);
    await signer.verifyRefresh(refresh);
    expect(signer.knownAccess(refresh)).toBeUndefined();
    now += 61_000;
    expect(signer.knownAccess(token)).toBeUndefined();
    expect(await signer.verifyAccess(token)).toBeUndefined();
  });
});

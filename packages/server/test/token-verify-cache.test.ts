import { describe, expect, it } from 'vitest';
import { type AccessClaims, TokenSigner } from '../src/auth/jwt';

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

describe('access token verification', () => {
  it('checks a token signature once, then reuses it while the token is valid', async () => {
    let now = Date.now();
    const signer = new TokenSigner('a-secret-long-enough-for-hs256-0123456789', () => now);
    const token = await signer.sign(CLAIMS, 3600);
    expect((await signer.verifyAccess(token))?.session_id).toBe('42');
    // An hour before the token was issued: a full check refuses it (not yet valid), so only the
    // remembered answer can still accept it. (Without a module mock: the suite shares its modules.)
    now -= 3_600_000;
    const fresh = new TokenSigner('a-secret-long-enough-for-hs256-0123456789', () => now);
    expect(await fresh.verifyAccess(token)).toBeUndefined();
    for (let i = 0; i < 5; i++) expect((await signer.verifyAccess(token))?.session_id).toBe('42');
  });

  it("makes a remembered token's claims once: later calls share them, frozen", async () => {
    const signer = new TokenSigner('a-secret-long-enough-for-hs256-0123456789');
    const token = await signer.sign(CLAIMS, 3600);
    const first = await signer.verifyAccess(token);
    expect(first).toMatchObject(CLAIMS);
    expect(await signer.verifyAccess(token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('TokenSigner.knownAccess: only a token verified before, as an access token, until it expires', async () => {
    let now = Date.now();
    const signer = new TokenSigner('a-secret-long-enough-for-hs256-0123456789', () => now);
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

  it('stops accepting a remembered token at its expiry', async () => {
    let now = Date.now();
    const signer = new TokenSigner('a-secret-long-enough-for-hs256-0123456789', () => now);
    const token = await signer.sign(CLAIMS, 60);
    expect(await signer.verifyAccess(token)).toBeDefined();
    now += 59_000;
    expect(await signer.verifyAccess(token)).toBeDefined();
    now += 2_000;
    expect(await signer.verifyAccess(token)).toBeUndefined();
  });

  it('still refuses a token whose signature does not hold once a valid one is remembered', async () => {
    const signer = new TokenSigner('a-secret-long-enough-for-hs256-0123456789');
    const token = await signer.sign(CLAIMS, 3600);
    expect(await signer.verifyAccess(token)).toBeDefined();
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verifyAccess(forged)).toBeUndefined();
    const other = new TokenSigner('another-secret-long-enough-for-hs256-0123');
    expect(await other.verifyAccess(token)).toBeUndefined();
  });
});

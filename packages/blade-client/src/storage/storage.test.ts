// @vitest-environment jsdom
// (the browser's storage and document.cookie)
import { describe, expect, it, vi } from 'vitest';
import { createDocumentCookieJar, createMemoryCookieJar } from './cookies';
import { createMemoryStorage } from './memory';
import { createBladeStorage } from './storage';

function setup(prefix?: string) {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const storage = createBladeStorage({ ...(prefix ? { prefix } : {}), local, session, cookies });
  return { local, session, cookies, storage };
}

describe('createBladeStorage (SPEC §9)', () => {
  it('prefixes keys with saber- and saves the record shape to the local store without a type', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    const { local, session, storage } = setup();
    storage.setStore({ name: 'language', content: 'zh' });
    expect(session.length).toBe(0);
    expect(JSON.parse(local.getItem('saber-language') ?? '')).toEqual({
      dataType: 'string',
      content: 'zh',
      datetime: Date.parse('2024-05-01T10:00:00Z'),
    });
    vi.useRealTimers();
  });

  it('saves to the session store when a type is given', () => {
    const { local, session, storage } = setup();
    storage.setStore({ name: 'isLock', content: true, type: 'session' });
    expect(local.getItem('saber-isLock')).toBeNull();
    const record = JSON.parse(session.getItem('saber-isLock') ?? '') as Record<string, unknown>;
    expect(record).toMatchObject({ dataType: 'boolean', content: true, type: 'session' });
    expect(typeof record.datetime).toBe('number');
  });

  it('reads content back (session first), the whole record with debug, and honours a custom prefix', () => {
    const { storage, local } = setup('blade');
    storage.setStore({ name: 'tagList', content: [{ label: 'home' }] });
    expect(storage.getStore({ name: 'tagList' })).toEqual([{ label: 'home' }]);
    expect(storage.getStore({ name: 'tagList', debug: true })).toMatchObject({ dataType: 'object' });
    expect(local.getItem('blade-tagList')).not.toBeNull();
    storage.setStore({ name: 'tagList', content: 'session copy', type: true });
    expect(storage.getStore({ name: 'tagList' })).toBe('session copy');
    expect(storage.getStore({ name: 'missing' })).toBeUndefined();
  });

  it('ignores unparsable values and removes/clears only its own keys', () => {
    const { storage, local } = setup();
    local.setItem('saber-broken', '{not json');
    local.setItem('other-app', 'keep');
    expect(storage.getStore({ name: 'broken' })).toBeUndefined();
    storage.setStore({ name: 'a', content: 1 });
    storage.setStore({ name: 'b', content: 2 });
    storage.removeStore({ name: 'a' });
    expect(storage.getStore({ name: 'a' })).toBeUndefined();
    expect(storage.getStore({ name: 'b' })).toBe(2);
    storage.clearStore();
    expect(storage.getStore({ name: 'b' })).toBeUndefined();
    expect(local.getItem('other-app')).toBe('keep');
  });

  it('keeps the two token cookies under their configurable names', () => {
    const { storage, cookies } = setup();
    storage.setToken('a');
    storage.setRefreshToken('r');
    expect(cookies.get('saber-access-token')).toBe('a');
    expect(cookies.get('saber-refresh-token')).toBe('r');
    storage.removeToken();
    storage.removeRefreshToken();
    expect(storage.getToken()).toBeUndefined();
    expect(storage.getRefreshToken()).toBeUndefined();
    const custom = createBladeStorage({ cookies, accessTokenCookie: 'x-access' });
    custom.setToken('t');
    expect(cookies.get('x-access')).toBe('t');
  });

  it('uses document.cookie in a browser', () => {
    const jar = createDocumentCookieJar(document);
    jar.set('saber-access-token', 'tok en');
    expect(document.cookie).toContain('saber-access-token=tok%20en');
    expect(jar.get('saber-access-token')).toBe('tok en');
    jar.remove('saber-access-token');
    expect(jar.get('saber-access-token')).toBeUndefined();
  });
});

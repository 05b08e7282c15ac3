import type { TreeNode } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { compileScopePath } from '../src/auth/scope-path';
import { authed, dataOf, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Issue 17 point 5: API-scope paths compiled to backtracking regexes, and one crafted scope plus one
 * request froze the server for 52 s. The matcher now runs in O(path × pattern). The pathological
 * cases below took minutes or longer with the old regexes (and with picomatch, which compiles to
 * the same kind); each test is bounded by its timeout, and asserts what matched.
 */

/** A scope path with many stars that no path of `a`s matches: a regex tries every split. */
const PATHOLOGICAL = `/x/${'a*'.repeat(16)}b`;

describe('scope path matching', () => {
  it('answers a pathological pattern against a long path at once', { timeout: 2_000 }, () => {
    const matcher = compileScopePath(PATHOLOGICAL);
    expect(matcher.test(`/x/${'a'.repeat(2_000)}`)).toBe(false);
    expect(matcher.test(`/x/${'a'.repeat(2_000)}b`)).toBe(true);
    const across = compileScopePath(`/x/**${'/**a'.repeat(12)}/b`);
    expect(across.test(`/x${'/aa'.repeat(400)}/c`)).toBe(false);
    expect(across.test(`/x${'/aa'.repeat(400)}/b`)).toBe(true);
  });

  // `?` starts the query part, which is cut off: it never reaches the matcher as a wildcard.
  it('keeps the Ant-style meaning of * and **', () => {
    const cases: [pattern: string, path: string, matches: boolean][] = [
      ['/blade-system/param/**', '/blade-system/param/list', true],
      ['/blade-system/param/**', '/blade-system/param/a/b/c', true],
      ['/blade-system/param/**', '/blade-system/param', true],
      ['/blade-system/param/**', '/blade-system/params/list', false],
      ['/api/blade-desk/notice/*', '/blade-desk/notice/list', true],
      ['/blade-desk/notice/*', '/blade-desk/notice/a/b', false],
      ['/blade-desk/notice/*', '/blade-desk/notice/', true],
      ['/blade-desk/notice/list', '/blade-desk/notice/list', true],
      ['/blade-desk/notice/list', '/blade-desk/notice/list/', true],
      ['/blade-desk/notice/list', '/blade-desk/notice/list//', false],
      ['/blade-desk/notice/list?x=1', '/blade-desk/notice/list', true],
      ['/blade-desk/*/list', '/blade-desk/notice/list', true],
      ['/blade-desk/*/list', '/blade-desk/a/b/list', false],
      ['/blade-desk/**/list', '/blade-desk/a/b/list', true],
      ['/blade-desk/**/list', '/blade-desk/list', false],
      // Regex characters are plain text in a scope path.
      ['/a.b/(c)+', '/a.b/(c)+', true],
      ['/a.b/(c)+', '/axb/(c)+', false],
      ['/a/**', '/a', true],
      ['/a**', '/a/b/c', true],
      ['**', '/anything/at/all', true],
      ['/a/*', '/a', false],
    ];
    for (const [pattern, path, matches] of cases) {
      expect(compileScopePath(pattern).test(path), `${pattern} ~ ${path}`).toBe(matches);
    }
  });
});

/**
 * The regex the server compiled scope paths to before: the reference meaning on inputs short enough
 * for its backtracking not to matter.
 */
function referenceRegex(pattern: string): RegExp {
  const path = (pattern.trim().split('?', 1)[0] ?? '').replace(/^\/api(?=\/)/, '');
  let source = '';
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === '*' && path[i + 1] === '*') {
      if (source.endsWith('/') && i + 2 === path.length) source = `${source.slice(0, -1)}(?:/.*)?`;
      else source += '.*';
      i++;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}/?$`);
}

describe('the linear matcher', () => {
  it('agrees with the regex it replaces on thousands of short patterns and paths', () => {
    // A fixed-seed generator: the same cases on every run.
    let seed = 17;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return items[seed % items.length]!;
    };
    const draw = (parts: readonly string[], most: number) =>
      Array.from({ length: most }, () => pick(['', ...parts])).join('');
    for (let n = 0; n < 5_000; n++) {
      const pattern = draw(['/', 'a', 'b', '*', '**', '?', '.'], 6);
      const path = draw(['/', 'a', 'b', '.'], 8);
      expect(compileScopePath(pattern).test(path), `${pattern} ~ ${path}`).toBe(
        referenceRegex(pattern).test(path),
      );
    }
  });
});

/** Tenant 731019 is this file's own. */
const signedIn = signedInServerForFile();

describe('an API scope with a pathological path', () => {
  it('reserves the paths it matches and lets the others through, without freezing the server', {
    timeout: 15_000,
  }, async () => {
    const FILES = '/blade-resource/oss/endpoint/file/';
    const [menu] = await dataOf<TreeNode[]>(
      authed(signedIn.server.app, signedIn.token, { url: '/api/blade-system/menu/list' }),
    );
    await dataOf(
      authed(signedIn.server.app, signedIn.token, {
        method: 'POST',
        url: '/api/blade-system/api-scope/submit',
        payload: {
          menuId: menu!.id,
          resourceCode: 'redos_probe',
          scopeName: 'ReDoS probe',
          scopePath: `${FILES}${'a*'.repeat(16)}b`,
          scopeType: 2,
        },
      }),
    );
    const clerk = await signInNewUser(signedIn.server, {
      tenantId: '731019',
      account: 'clerk',
      roleAlias: 'clerk',
    });
    const fetchFile = (name: string) => authed(signedIn.server.app, clerk, { url: `/api${FILES}${name}` });

    // Not matched: the scope does not apply, the file route answers (no such file).
    const open = await fetchFile('a'.repeat(400));
    expect(open.statusCode).not.toBe(403);
    // Matched: reserved for roles granted the scope, which the clerk's is not.
    const reserved = await fetchFile(`${'a'.repeat(399)}b`);
    expect(reserved.statusCode).toBe(403);
    expect(reserved.json().msg).toContain('接口权限未授予当前角色');
  });
});

import type { BladeClient } from '../client';
import type { Page, TreeNode } from '../types/envelope';

/** Any SDK call: hooks only address methods that answer a promise. */
type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** The part of the client hooks can address: resources only (not the http core, storage or session). */
export type BladeResources = Omit<BladeClient, 'http' | 'storage' | 'session' | 'download' | 'downloadLink'>;

/** Dotted paths of every SDK method: `'system.param.list'`, `'auth.captcha'`, … */
export type MethodPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends AsyncMethod
    ? `${Prefix}${K}`
    : T[K] extends (...args: never[]) => unknown
      ? never
      : T[K] extends object
        ? MethodPath<T[K], `${Prefix}${K}.`>
        : never;
}[keyof T & string];

/** The method at a dotted path. */
export type MethodAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MethodAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export type BladePath = MethodPath<BladeResources>;
export type BladeMethod<P extends BladePath> = Extract<MethodAt<BladeResources, P>, AsyncMethod>;
export type BladeArgs<P extends BladePath> = Parameters<BladeMethod<P>>;
export type BladeResult<P extends BladePath> = Awaited<ReturnType<BladeMethod<P>>>;

/** Paths whose answer is a page (`list`, `parentList`, work lists, …). */
export type BladeListPath = {
  [P in BladePath]: BladeResult<P> extends Page<unknown> ? P : never;
}[BladePath];

/** Paths whose answer is a `TreeNode[]` (`tree`, `lazyTree`, …). */
export type BladeTreePath = {
  [P in BladePath]: BladeResult<P> extends TreeNode[] ? P : never;
}[BladePath];

/** The SWR cache key of a call: `['blade', 'system.param.list', params]`. */
export type BladeKey<P extends string = string> = readonly ['blade', P, ...unknown[]];

export function bladeKey<P extends BladePath>(path: P, ...args: BladeArgs<P>): BladeKey<P> {
  return ['blade', path, ...args];
}

/** Finds the method at a dotted path at run time. */
export function resolveMethod(client: BladeClient, path: string): (...args: unknown[]) => Promise<unknown> {
  let target: unknown = client;
  for (const segment of path.split('.')) {
    target =
      typeof target === 'object' && target !== null
        ? (target as Record<string, unknown>)[segment]
        : undefined;
  }
  if (typeof target !== 'function') throw new TypeError(`blade-client: no method at "${path}"`);
  return target as (...args: unknown[]) => Promise<unknown>;
}

/** True for a cache key made by these hooks whose path starts with `prefix`. */
export function matchesBladeKey(key: unknown, prefix: string): boolean {
  return Array.isArray(key) && key[0] === 'blade' && typeof key[1] === 'string' && key[1].startsWith(prefix);
}

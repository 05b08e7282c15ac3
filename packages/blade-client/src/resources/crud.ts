import type { ResourceDef, WireRow } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import { joinIds } from '../core/query';
import type { Filters, Id, Page, PageParams } from '../types/envelope';

/** What a list call takes: paging, map filters (blade-api.md §3) and, where known, typed filter keys. */
export type ListParams<F extends object = Filters> = PageParams & F & Filters;

/** What submit/remove answer: `{}` on Blade (`R.status`); the reference server may send the record. */
export type MutationResult = unknown;

export interface CrudResource<T, F extends object = Filters> {
  /** GET `list`: a page of rows. */
  list(params?: ListParams<F>): Promise<Page<T>>;
  /** GET `detail?id=`. */
  detail(id: Id): Promise<T>;
  /** POST `submit` (JSON): insert without `id`, update with it. */
  submit(entity: Partial<T>): Promise<MutationResult>;
  /** POST `remove?ids=a,b`. */
  remove(ids: Id | readonly Id[]): Promise<MutationResult>;
}

/**
 * The four calls most Blade resources share, built from a base path — so a resource is one line, plus its
 * extra endpoints. Resources lacking some calls wrap it in {@link only}.
 */
export function crudResource<T, F extends object = Filters>(
  http: BladeHttp,
  base: string,
): CrudResource<T, F> {
  return {
    list: (params) => http.get<Page<T>>(`${base}/list`, params),
    detail: (id) => http.get<T>(`${base}/detail`, { id }),
    submit: (entity) => http.post(`${base}/submit`, entity),
    remove: (ids) => removeByIds(http, `${base}/remove`, ids),
  };
}

/** The four calls of a declared resource (blade-schema), typed by its wire row, at its path. */
export function resourceApi<R extends ResourceDef, F extends object = Filters>(
  http: BladeHttp,
  resource: R,
): CrudResource<WireRow<R>, F> {
  return crudResource<WireRow<R>, F>(http, `${resource.path}`);
}

/**
 * The calls of a tree resource (menus, departments, roles, dictionaries): detail, submit and remove
 * as {@link crudResource}'s, and `list` answering the whole forest, unpaged.
 */
export function forestResource<T, F extends object = Filters>(http: BladeHttp, base: string) {
  return {
    ...only(crudResource<T, F>(http, base), 'detail', 'submit', 'remove'),
    /** Every row as a forest (unpaged). */
    list: (params?: ListParams<F>) => http.get<T[]>(`${base}/list`, params),
  };
}

/**
 * A {@link forestResource} that also answers one level at a time (menus, departments): `lazyList`,
 * the children of `parentId`, filtered like `list`.
 */
export function lazyForestResource<T, F extends object = Filters>(http: BladeHttp, base: string) {
  return {
    ...forestResource<T, F>(http, base),
    lazyList: (parentId: Id, params?: ListParams<F>) =>
      http.get<T[]>(`${base}/lazy-list`, { ...params, parentId }),
  };
}

/** Keeps only the named methods, so a resource exposes exactly the endpoints its service has. */
export function only<R extends object, K extends keyof R>(resource: R, ...keys: K[]): Pick<R, K> {
  const picked = {} as Pick<R, K>;
  for (const key of keys) picked[key] = resource[key];
  return picked;
}

/** `POST path?ids=a,b` — Blade's remove convention (a request param, not JSON). */
export function removeByIds(
  http: BladeHttp,
  path: string,
  ids: Id | readonly Id[],
  param = 'ids',
): Promise<MutationResult> {
  return http.postQuery(path, { [param]: joinIds(ids) });
}

import { DEFINITIONS } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import type { DefinitionName, ResourceRow } from '../types/definitions';
import { type CrudResource, resourceApi } from './crud';

/** The four calls of every registered definition, typed by its row. */
export type DefinitionApis = { readonly [N in DefinitionName]: CrudResource<ResourceRow<N>> };

/**
 * `client.resources.<name>`: list, detail, submit and remove of every definition at its path — a new
 * area's calls exist as soon as `pnpm gen` registers its file, without a line in this package.
 * Areas with calls of their own keep their named namespaces too (`client.news.addNews`).
 */
export function createDefinitionApis(http: BladeHttp): DefinitionApis {
  return Object.fromEntries(
    Object.entries(DEFINITIONS).map(([name, definition]) => [name, resourceApi(http, definition)]),
  ) as unknown as DefinitionApis;
}

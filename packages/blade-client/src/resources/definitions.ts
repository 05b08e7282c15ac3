import { DEFINITIONS } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import type { PlainDefinitionName, ResourceRow } from '../types/definitions';
import { type CrudResource, resourceApi } from './crud';

/** The four calls of every plain area (a definition without `ownService`), typed by its row. */
export type DefinitionApis = { readonly [N in PlainDefinitionName]: CrudResource<ResourceRow<N>> };

/**
 * `client.resources.<name>`: list, detail, submit and remove of every plain area at its path — a new
 * area's calls exist as soon as `pnpm gen` registers its file, without a line in this package.
 * Areas with a service of their own have namespaces written for them (`client.news.addNews`).
 */
export function createDefinitionApis(http: BladeHttp): DefinitionApis {
  return Object.fromEntries(
    Object.entries(DEFINITIONS)
      .filter(([, definition]) => !definition.ownService)
      .map(([name, definition]) => [name, resourceApi(http, definition)]),
  ) as unknown as DefinitionApis;
}

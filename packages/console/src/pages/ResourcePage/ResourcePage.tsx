import { resourceApi } from '@blade-console/blade-client';
import type { ResourceDef } from '@blade-console/blade-schema';
import { useMemo } from 'react';
import { FollowedTable } from '../../crud/FollowedTable';
import { RegionSelect } from '../../crud/RegionSelect';
import { resourceColumns } from '../../crud/resourceColumns';
import { uploadPicture } from '../../crud/uploadPicture';
import { useResourceTable } from '../../crud/useResourceTable';
import { client } from '../../session/client';
import { useDictionaries } from './useDictionaries';
import { useReferences } from './useReferences';

/** Reference targets chosen from a tree loaded as it opens. */
const PICKERS = { region: RegionSelect } as const;

export interface ResourcePageProps {
  resource: ResourceDef;
}

/**
 * The page of a declared resource with nothing special: its columns, rules, search and buttons
 * all come from the definition, its strings from `console:resources.<name>`. A plain area needs
 * no page file of its own. A row's 历史 shows its record history, and what other people change
 * while it is open shows without a reload, as on every page of a defined resource
 * (../../crud/FollowedTable).
 */
export function ResourcePage({ resource }: ResourcePageProps) {
  const api = useMemo(() => resourceApi(client.http, resource), [resource]);
  // Nothing else caches a generic resource's rows yet; its own prefix keeps the rule uniform.
  const crud = useResourceTable(resource, api, `resources.${resource.name}`);
  const dictionaries = useDictionaries(resource);
  const references = useReferences(resource);
  const columns = useMemo(
    () => resourceColumns(resource, { dictionaries, references, pickers: PICKERS, upload: uploadPicture }),
    [resource, dictionaries, references],
  );
  return <FollowedTable resource={resource} columns={columns} {...crud} />;
}

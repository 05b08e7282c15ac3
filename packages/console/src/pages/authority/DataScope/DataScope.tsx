import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { ScopePage } from './ScopePage';
import { dataScopeColumns, dataScopeTypes, dataScopeUserValues, type ScopeSources } from './scopes';

/**
 * `/authority/datascope`: data-scope rules per menu (blade-api.md §6.1), granted to roles elsewhere.
 * The types and a custom rule's values are the ones the server applies, named in the page's language.
 */
export default function DataScope() {
  const { t } = useTranslation('console');
  const translate = t as unknown as (key: string) => string;
  const types = useMemo(() => dataScopeTypes(translate), [translate]);
  const values = useMemo(() => dataScopeUserValues(translate), [translate]);
  const columns = useCallback(
    (src: ScopeSources) => dataScopeColumns({ ...src, types }, values),
    [types, values],
  );
  return <ScopePage kind="dataScope" resource={client.system.dataScope} columns={columns} />;
}

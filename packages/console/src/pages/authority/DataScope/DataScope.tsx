import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { ScopePage } from './ScopePage';
import {
  dataScopeCodes,
  dataScopeColumns,
  dataScopeTypes,
  dataScopeUserValues,
  type ScopeSources,
} from './scopes';

/**
 * `/authority/datascope`: data-scope rules per menu (blade-api.md §6.1), granted to roles elsewhere.
 * The types, a custom rule's values and the resource codes are the ones the server applies, named in
 * the page's language.
 */
export default function DataScope() {
  const { t } = useTranslation('console');
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const types = useMemo(() => dataScopeTypes(translate), [translate]);
  const choices = useMemo(
    () => ({
      userValues: dataScopeUserValues(translate),
      resourceCodeHint: translate('dataScope.resourceCodeHint', { codes: dataScopeCodes() }),
    }),
    [translate],
  );
  const columns = useCallback((src: ScopeSources) => dataScopeColumns(src, choices), [choices]);
  return <ScopePage kind="dataScope" resource={client.system.dataScope} columns={columns} types={types} />;
}

import { client } from '../../../session/client';
import { ScopePage } from './ScopePage';
import { dataScopeColumns } from './scopes';

/** `/authority/datascope`: data-scope rules per menu (blade-api.md §6.1), granted to roles elsewhere. */
export default function DataScope() {
  return (
    <ScopePage
      resource={client.system.dataScope}
      cachePath="system.dataScope"
      ns="dataScope"
      dictionary="data_scope_type"
      settingCode="data_scope_setting"
      columns={dataScopeColumns}
    />
  );
}

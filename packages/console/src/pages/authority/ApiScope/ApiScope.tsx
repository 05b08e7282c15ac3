import { client } from '../../../session/client';
import { ScopePage } from '../DataScope/ScopePage';
import { apiScopeColumns } from '../DataScope/scopes';

/** `/authority/apiscope`: API-scope rules per menu (blade-api.md §6.1), granted to roles elsewhere. */
export default function ApiScope() {
  return (
    <ScopePage
      resource={client.system.apiScope}
      cachePath="system.apiScope"
      ns="apiScope"
      dictionary="api_scope_type"
      settingCode="api_scope_setting"
      columns={apiScopeColumns}
    />
  );
}

import { client } from '../../../session/client';
import { ScopePage } from '../DataScope/ScopePage';
import { apiScopeColumns } from '../DataScope/scopes';

/** `/authority/apiscope`: API-scope rules per menu (blade-api.md §6.1), granted to roles elsewhere. */
export default function ApiScope() {
  return <ScopePage kind="apiScope" resource={client.system.apiScope} columns={apiScopeColumns} />;
}

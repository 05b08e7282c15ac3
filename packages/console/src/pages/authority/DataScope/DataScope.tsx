import { client } from '../../../session/client';
import { ScopePage } from './ScopePage';
import { dataScopeColumns } from './scopes';

/** `/authority/datascope`: data-scope rules per menu (blade-api.md §6.1), granted to roles elsewhere. */
export default function DataScope() {
  return <ScopePage kind="dataScope" resource={client.system.dataScope} columns={dataScopeColumns} />;
}

import { apiLogColumns } from './columns';
import { LogPage } from './LogPage';

/** `/monitor/log/api`. */
export default function ApiLog() {
  return <LogPage kind="api" columns={apiLogColumns} />;
}

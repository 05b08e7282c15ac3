import { errorLogColumns } from './columns';
import { LogPage } from './LogPage';

/** `/monitor/log/error`. */
export default function ErrorLog() {
  return <LogPage kind="error" columns={errorLogColumns} />;
}

import { usualLogColumns } from './columns';
import { LogPage } from './LogPage';

/** `/monitor/log/usual`. */
export default function UsualLog() {
  return <LogPage kind="usual" columns={usualLogColumns} />;
}

import { WorkList } from './WorkList';

/** `/work/done`: done list of 我的事务. */
export default function Done() {
  return <WorkList kind="done" />;
}

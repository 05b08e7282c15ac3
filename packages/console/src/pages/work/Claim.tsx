import { WorkList } from './WorkList';

/** `/work/claim`: claim list of 我的事务. */
export default function Claim() {
  return <WorkList kind="claim" />;
}

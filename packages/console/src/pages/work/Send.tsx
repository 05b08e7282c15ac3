import { WorkList } from './WorkList';

/** `/work/send`: send list of 我的事务. */
export default function Send() {
  return <WorkList kind="send" />;
}

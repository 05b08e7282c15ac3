import { WorkList } from './WorkList';

/** `/work/start`: start list of 我的事务. */
export default function Start() {
  return <WorkList kind="start" />;
}

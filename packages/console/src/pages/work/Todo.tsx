import { WorkList } from './WorkList';

/** `/work/todo`: todo list of 我的事务. */
export default function Todo() {
  return <WorkList kind="todo" />;
}

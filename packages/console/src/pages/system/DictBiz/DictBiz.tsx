import { DictPage } from '../Dict/DictPage';

/** `/system/dict-biz`: business dictionaries, with the same rules as the system ones. */
export default function DictBiz() {
  return <DictPage kind="dictBiz" />;
}

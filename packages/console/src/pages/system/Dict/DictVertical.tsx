import { SystemDictPage } from './SystemDictPage';

/** `/dict-vertical/index`: dictionaries, parents above items; sort hidden (SPEC §2). */
export default function DictVertical() {
  return <SystemDictPage layout="vertical" />;
}

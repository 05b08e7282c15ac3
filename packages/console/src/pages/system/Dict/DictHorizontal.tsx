import { SystemDictPage } from './SystemDictPage';

/** `/dict-horizontal/index`: dictionaries, parents and items side by side (SPEC §2). */
export default function DictHorizontal() {
  return <SystemDictPage layout="horizontal" />;
}

import { SystemDictPage } from './SystemDictPage';

/** `/system/dict`: system dictionaries (parents beside their items). */
export default function Dict() {
  return <SystemDictPage />;
}

import { client } from '../../../session/client';
import { DictPage } from './DictPage';

/** `/system/dict`: system dictionaries (parents beside their items). */
export default function Dict() {
  return (
    <DictPage
      api={client.system.dict}
      permissionPrefix="dict"
      cachePath="system.dict"
      titleKey="dict.title"
    />
  );
}

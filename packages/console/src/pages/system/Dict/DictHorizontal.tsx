import { client } from '../../../session/client';
import { DictPage } from './DictPage';

/** `/dict-horizontal/index`: dictionaries, parents and items side by side (SPEC §2). */
export default function DictHorizontal() {
  return (
    <DictPage
      api={client.system.dict}
      permissionPrefix="dict"
      cachePath="system.dict"
      titleKey="dict.title"
      layout="horizontal"
    />
  );
}

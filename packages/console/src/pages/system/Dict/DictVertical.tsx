import { client } from '../../../session/client';
import { DictPage } from './DictPage';

/** `/dict-vertical/index`: dictionaries, parents above items; sort hidden (SPEC §2). */
export default function DictVertical() {
  return (
    <DictPage
      api={client.system.dict}
      permissionPrefix="dict"
      cachePath="system.dict"
      titleKey="dict.title"
      layout="vertical"
    />
  );
}

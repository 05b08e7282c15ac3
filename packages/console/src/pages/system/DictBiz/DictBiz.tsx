import { dictBizResource } from '@blade-console/blade-schema';
import { client } from '../../../session/client';
import { DictPage } from '../Dict/DictPage';

/** `/system/dict-biz`: business dictionaries, with the same rules as the system ones. */
export default function DictBiz() {
  return (
    <DictPage
      api={client.system.dictBiz}
      permissionPrefix="dict_biz"
      cachePath="system.dictBiz"
      titleKey="dictBiz.title"
      resource={dictBizResource}
    />
  );
}

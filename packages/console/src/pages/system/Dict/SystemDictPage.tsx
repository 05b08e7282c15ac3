import { client } from '../../../session/client';
import { DictPage, type DictPageProps } from './DictPage';

/** The system dictionary in one of the layouts SPEC §2 gives it three routes for. */
export function SystemDictPage({ layout }: Pick<DictPageProps, 'layout'>) {
  return (
    <DictPage
      api={client.system.dict}
      permissionPrefix="dict"
      cachePath="system.dict"
      titleKey="dict.title"
      layout={layout}
    />
  );
}

import { DictPage, type DictPageProps } from './DictPage';

/** The system dictionary in one of the layouts SPEC §2 gives it three routes for. */
export function SystemDictPage({ layout }: Pick<DictPageProps, 'layout'>) {
  return <DictPage kind="dict" layout={layout} />;
}

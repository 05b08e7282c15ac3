import type { CrudResource, LogApi, LogError, LogUsual } from '@blade-console/blade-client';
import { logApiResource, logErrorResource, logUsualResource } from '@blade-console/blade-schema';
import { type CrudColumn, CrudTable } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useSortableFields } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';

export type LogRow = LogUsual & LogApi & LogError;
type Kind = 'usual' | 'api' | 'error';

/** Each log's definition: what its view dialog calls a row ("查看接口日志"). */
const LOG_RESOURCES = { usual: logUsualResource, api: logApiResource, error: logErrorResource } as const;

const NEWEST_FIRST = { descs: 'create_time' } as const;

/** Logs are written by the server only. */
const noWrite = () => Promise.reject(new Error('read-only'));

/** A read-only log table with a detail view (the view dialog loads `detail?id=`). */
export function LogPage({ kind, columns }: { kind: Kind; columns: CrudColumn<LogRow>[] }) {
  const { t } = useTranslation('console');
  const resource = client.log[kind] as unknown as Pick<CrudResource<LogRow>, 'list' | 'detail'>;
  const naming = useRecordNaming(LOG_RESOURCES[kind]);
  const sortableFields = useSortableFields(LOG_RESOURCES[kind]);
  const crud = useCrudPage<LogRow>(
    { ...resource, submit: noWrite, remove: noWrite },
    `log_${kind}`,
    `log.${kind}`,
  );
  return (
    <CrudTable
      {...naming}
      columns={columns}
      sortableFields={sortableFields}
      title={t(`log.${kind}`)}
      dialogWidth={880}
      actions={{ add: false, edit: false, delete: false }}
      selectable={false}
      // Staff open a log for what just happened: newest first (the server's default is Blade's oldest first).
      defaultQuery={NEWEST_FIRST}
      {...crud}
    />
  );
}

import type { Report } from '@blade-console/blade-client';
import { reportResource } from '@blade-console/blade-schema';
import { CrudTable, Dialog } from '@blade-console/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceColumns } from '../../../crud/resourceColumns';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { useDictionaries } from '../../ResourcePage/useDictionaries';
import { ReportView } from '../ReportView';

/**
 * 报表管理: the saved reports (name, dataset, chart, days counted), each with an "open" action that
 * shows its figures as its chart and as a table.
 */
export default function ReportList() {
  const { t } = useTranslation('console');
  const [opened, setOpened] = useState<Report | null>(null);
  const crud = useResourceTable<Report>(reportResource, client.report, 'report');
  const dictionaries = useDictionaries(reportResource);
  const columns = useMemo(() => resourceColumns<Report>(reportResource, { dictionaries }), [dictionaries]);
  return (
    <>
      <CrudTable<Report>
        columns={columns}
        {...crud}
        rowActions={[
          {
            key: 'open',
            label: 'console:website.report.open',
            permission: 'report_list_view',
            onClick: (row) => setOpened(row),
          },
        ]}
      />
      <Dialog
        open={opened !== null}
        onOpenChange={(open) => !open && setOpened(null)}
        title={t('website.report.title', { name: opened?.name ?? '' })}
        width={880}
      >
        {opened ? <ReportView id={String(opened.id)} /> : null}
      </Dialog>
    </>
  );
}

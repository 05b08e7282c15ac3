import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLogColumns, apiLogTypes } from './columns';
import { LogPage } from './LogPage';

/** `/monitor/log/api`. */
export default function ApiLog() {
  const { t } = useTranslation('console');
  const columns = useMemo(() => apiLogColumns(apiLogTypes(t)), [t]);
  return <LogPage kind="api" columns={columns} />;
}

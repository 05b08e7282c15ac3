import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLogColumns, apiLogTypes } from './columns';
import { LogPage } from './LogPage';

/** `/monitor/log/api`. */
export default function ApiLog() {
  const { t, i18n } = useTranslation('console');
  const columns = useMemo(() => apiLogColumns(apiLogTypes(t), i18n.language), [t, i18n.language]);
  return <LogPage kind="api" columns={columns} />;
}

import type { SmsSendReport } from '@blade-console/blade-client';
import { Alert } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';

/** The report a failed send carries in its error envelope (`data`), if it does. */
export function reportOfError(error: unknown): SmsSendReport | undefined {
  const body = (error as { body?: { data?: { results?: unknown } } } | undefined)?.body;
  return Array.isArray(body?.data?.results) ? (body.data as SmsSendReport) : undefined;
}

/** Each phone's result of a send (sent, refused and why, no answer, kept in the outbox). */
export function SendResults({ report }: { report: SmsSendReport }) {
  const { t } = useTranslation('console');
  const failed = report.results.some((r) => r.status === 'refused' || r.status === 'failed');
  return (
    <Alert type={failed ? 'error' : 'success'} title={t('resource.results')}>
      <ul aria-label={t('resource.results')}>
        {report.results.map((result) => (
          <li key={result.phone}>
            {result.phone}: {t(`resource.resultStatuses.${result.status}`)}
            {result.status === 'refused' || result.status === 'failed'
              ? ` — ${result.message ?? ''} (${result.code ?? ''})`
              : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

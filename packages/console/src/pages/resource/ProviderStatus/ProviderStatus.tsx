import { useTranslation } from 'react-i18next';

/** Blade's provider status: 2 is the one enabled provider of its kind, anything else is off. */
export const ENABLED_STATUS = 2;

/**
 * A provider row's status in the console's language. The server's `statusName` is Chinese (a
 * column it adds without knowing the reader), so the page says the status in its own words.
 */
export function ProviderStatus({ status }: { status: unknown }) {
  const { t } = useTranslation('console');
  return <>{t(Number(status) === ENABLED_STATUS ? 'resource.statusOn' : 'resource.statusOff')}</>;
}

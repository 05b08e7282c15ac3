import { Button, ErrorPage } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * `/404`, `/403` and `/500`: the ui error page with a way back home. `detail` (the message of the
 * error that led here) follows the page's description.
 */
export function ErrorRoute({
  code,
  detail,
  landmark,
}: {
  code: 403 | 404 | 500;
  detail?: string;
  /** false inside the console's frame, whose content area is already the page's `<main>`. */
  landmark?: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <ErrorPage
      code={code}
      landmark={landmark}
      description={
        detail ? (
          <>
            {t(`ui:errorPage.${code}.description`)}
            <br />
            {t('errorPage.detail', { message: detail })}
          </>
        ) : undefined
      }
      action={
        <Button asChild variant="primary">
          <Link to="/">{t('menu.home')}</Link>
        </Button>
      }
    />
  );
}

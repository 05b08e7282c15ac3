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
  chunkFailed = false,
}: {
  code: 403 | 404 | 500;
  detail?: string;
  /** false inside the console's frame, whose content area is already the page's `<main>`. */
  landmark?: boolean;
  /**
   * A code chunk could not be loaded: after a deploy the open console asks for files the new build
   * no longer has, so the page says a reload mends it and offers one first (the way home would ask
   * for the same old files).
   */
  chunkFailed?: boolean;
}) {
  const { t } = useTranslation('console');
  const home = (
    <Button asChild variant={chunkFailed ? 'default' : 'primary'}>
      <Link to="/">{t('menu.home')}</Link>
    </Button>
  );
  return (
    <ErrorPage
      code={code}
      landmark={landmark}
      description={
        detail || chunkFailed ? (
          <>
            {chunkFailed ? t('errorPage.chunkFailed') : t(`ui:errorPage.${code}.description`)}
            {detail ? (
              <>
                <br />
                {t('errorPage.detail', { message: detail })}
              </>
            ) : null}
          </>
        ) : undefined
      }
      action={
        chunkFailed ? (
          <>
            <Button variant="primary" onClick={() => window.location.reload()}>
              {t('errorPage.reload')}
            </Button>
            {home}
          </>
        ) : (
          home
        )
      }
    />
  );
}

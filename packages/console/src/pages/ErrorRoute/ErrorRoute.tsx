import { Button, ErrorPage } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** `/404`, `/403` and `/500`: the ui error page with a way back home. */
export function ErrorRoute({ code }: { code: 403 | 404 | 500 }) {
  const { t } = useTranslation('console');
  return (
    <ErrorPage
      code={code}
      action={
        <Button asChild variant="primary">
          <Link to="/">{t('menu.home')}</Link>
        </Button>
      }
    />
  );
}

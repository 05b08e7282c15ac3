import { Button, vars } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Container } from '../../components/Section';
import { Actions, Box } from './SiteError.styles';

/** A parcel with a question mark: the page a visitor looked for is not here. */
function LostParcel() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <path
        d="M20 30l40-20 40 20v40L60 90 20 70z"
        style={{ fill: vars.color.surfaceMuted, stroke: vars.color.borderStrong, strokeWidth: 3 }}
      />
      <path
        d="M20 30l40 20 40-20M60 50v40"
        style={{ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 3 }}
      />
      <text
        x="60"
        y="44"
        textAnchor="middle"
        fontSize="26"
        fontWeight="700"
        style={{ fill: vars.color.accent }}
      >
        ?
      </text>
    </svg>
  );
}

/**
 * What a page shows when its data could not be had, inside the site's header and footer: a
 * friendly "not found" for an unknown or unpublished article (the server answers it with HTTP
 * 404), and a way to try again for anything else.
 */
export function SiteError() {
  const { t } = useTranslation('site');
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container>
      <Box>
        <LostParcel />
        <h1>{t(notFound ? 'notFound.title' : 'error.title')}</h1>
        <p>{t(notFound ? 'notFound.text' : 'error.text')}</p>
        <Actions>
          {notFound ? (
            <Button asChild variant="primary">
              <Link to="/news">{t('notFound.toNews')}</Link>
            </Button>
          ) : (
            <Button variant="primary" onClick={() => window.location.reload()}>
              {t('error.retry')}
            </Button>
          )}
          <Button asChild>
            <Link to="/Home">{t('notFound.toHome')}</Link>
          </Button>
        </Actions>
      </Box>
    </Container>
  );
}

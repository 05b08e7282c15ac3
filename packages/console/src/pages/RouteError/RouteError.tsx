import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { CHUNK_LOAD_FAILED } from '../../config';
import { isChunkFetchError } from '../../router/chunkTimeout';
import { hasTokenCookie, useSession } from '../../session/session';
import { useTokenRefresh } from '../../session/tokenRefresh';
import { useOtherTabs } from '../../session/useOtherTabs';
import { useErrorLog } from '../../stores/errorLog';
import { ErrorRoute } from '../ErrorRoute';

/**
 * A render error anywhere under the router (a chunk that did not load, a menu that could not be
 * loaded): written to the local error log (SPEC §8), then the 500 page with its message; a chunk
 * that did not load offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  // It stands in for the guarded root: the session's token keeps being refreshed (SPEC §4).
  const session = useSession();
  useTokenRefresh(hasTokenCookie() && Boolean(session.token));
  useOtherTabs(false);
  useEffect(() => {
    useErrorLog.getState().add(error, 'render');
  }, [error]);
  // A route's chunk fails as CHUNK_LOAD_FAILED (withChunkTimeout); a ui component's (a dialog's, a
  // date picker's inside a page) with the browser's error, said in SPEC §8's words too (the log
  // keeps the browser's own).
  const chunkFailed =
    (error instanceof Error && error.message === CHUNK_LOAD_FAILED) || isChunkFetchError(error);
  const detail = chunkFailed
    ? CHUNK_LOAD_FAILED
    : error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? error.statusText
        : undefined;
  return <ErrorRoute code={500} detail={detail || undefined} chunkFailed={chunkFailed} />;
}

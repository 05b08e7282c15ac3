import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useErrorLog } from '../../stores/errorLog';
import { ErrorRoute } from '../ErrorRoute';

/** A render error anywhere under the router: written to the local error log (SPEC §8), then the 500 page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    useErrorLog.getState().add(error, 'render');
  }, [error]);
  return <ErrorRoute code={500} />;
}

import { isRouteErrorResponse } from 'react-router-dom';

/** Where React Router's browser router looks for the data of a page rendered on the server. */
export const HYDRATION_GLOBAL = '__staticRouterHydrationData';

interface HydrationContext {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/** Route errors as React Router's browser router revives them (`RouteErrorResponse`, `Error`). */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[routeId] = { message: 'Unexpected Server Error', __type: 'Error' };
    else out[routeId] = error;
  }
  return out;
}

/**
 * JSON that may sit inside a `<script>`: `<` (so neither `</script>` nor `<!--` in an article's
 * title can end or bend the element), and the two line separators JavaScript once refused, escaped.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The script that hands the page's loaded data to the browser, so hydration renders exactly what
 * the server did without fetching it again.
 */
export function hydrationScript(context: HydrationContext): string {
  const data = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return `<script>window.${HYDRATION_GLOBAL}=${scriptSafeJson(data)};</script>`;
}

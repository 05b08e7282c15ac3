import { BladeApiError, type BladeError, isBladeError } from '@blade-console/blade-client';
import type { i18n } from '@blade-console/ui/i18n';

/** What a consumer shows for a failed call: the API's code when there is one. */
export function describeFailure(error: unknown): string {
  if (error instanceof BladeApiError) return `${error.code} (HTTP ${error.httpStatus}): ${error.message}`;
  if (isBladeError(error)) return (error satisfies BladeError).message;
  return 'unknown failure';
}

// `any` is the one type every other type is assignable to and from; this is true only for `any`.
type IsAny<T> = 0 extends 1 & T ? true : false;
// The exported i18n instance carries i18next's types: its `t` is not silently `any`.
export const translateIsTyped: IsAny<typeof i18n.t> = false;

import { logApiResource, logErrorResource, logUsualResource } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import type { LogApi, LogError, LogUsual } from '../types/log';
import { crudResource, only } from './crud';

/**
 * `/blade-log`: read-only logs (lists are oldest-first on Blade) at their definitions' paths,
 * typed by their wire rows (a stored log always has its id).
 */
export function createLogApi(http: BladeHttp) {
  return {
    usual: only(crudResource<LogUsual>(http, logUsualResource.path), 'list', 'detail'),
    api: only(crudResource<LogApi>(http, logApiResource.path), 'list', 'detail'),
    error: only(crudResource<LogError>(http, logErrorResource.path), 'list', 'detail'),
  };
}

export type LogApiGroup = ReturnType<typeof createLogApi>;

import type { BladeHttp } from '../core/http';
import type { LogApi, LogError, LogUsual } from '../types/log';
import { crudResource, only } from './crud';

/** `/blade-log`: read-only logs (lists are oldest-first on Blade). */
export function createLogApi(http: BladeHttp) {
  return {
    usual: only(crudResource<LogUsual>(http, '/blade-log/usual'), 'list', 'detail'),
    api: only(crudResource<LogApi>(http, '/blade-log/api'), 'list', 'detail'),
    error: only(crudResource<LogError>(http, '/blade-log/error'), 'list', 'detail'),
  };
}

export type LogApiGroup = ReturnType<typeof createLogApi>;

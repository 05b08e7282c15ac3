import type { BladeHttp } from '../core/http';
import type { Page } from '../types/envelope';
import type { RecordHistory, RecordHistoryQuery, RecordHistoryRestoreInput } from '../types/history';
import type { MutationResult } from './crud';

/** Where record history is served (issue 42). */
export const RECORD_HISTORY_PATH = '/blade-system/record-history';

/**
 * `/blade-system/record-history`: the changes of one record, newest first, for whoever may see the
 * record; and an administrator's restore of one version, checked like any save (a record changed
 * since the person loaded it is refused with a `BladeConflictError`).
 */
export function createRecordHistoryApi(http: BladeHttp) {
  return {
    list: (query: RecordHistoryQuery) => http.get<Page<RecordHistory>>(`${RECORD_HISTORY_PATH}/list`, query),
    restore: (input: RecordHistoryRestoreInput) =>
      http.post<MutationResult>(`${RECORD_HISTORY_PATH}/restore`, input),
  };
}

export type RecordHistoryApi = ReturnType<typeof createRecordHistoryApi>;

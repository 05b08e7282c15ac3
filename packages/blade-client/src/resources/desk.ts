import type { BladeHttp } from '../core/http';
import type { LeaveProcess, Notice } from '../types/desk';
import { crudResource, type MutationResult } from './crud';

export interface NoticeFilters {
  title?: string;
  category?: number | string;
}

/** `/blade-desk`: notices and the leave process. */
export function createDeskApi(http: BladeHttp) {
  return {
    notice: crudResource<Notice, NoticeFilters>(http, '/blade-desk/notice'),
    leave: {
      /** Starts a leave request (JSON body). */
      startProcess: (leave: Partial<LeaveProcess>) =>
        http.post<MutationResult>('/blade-desk/process/leave/start-process', leave),
      detail: (businessId: string) =>
        http.get<LeaveProcess>('/blade-desk/process/leave/detail', { businessId }),
    },
  };
}

export type DeskApi = ReturnType<typeof createDeskApi>;

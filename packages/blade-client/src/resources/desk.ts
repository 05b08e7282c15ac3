import { noticeResource } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import type { LeaveProcess } from '../types/desk';
import { type MutationResult, resourceApi } from './crud';

export interface NoticeFilters {
  title?: string;
  category?: number | string;
}

/** `/blade-desk`: notices and the leave process. */
export function createDeskApi(http: BladeHttp) {
  return {
    notice: resourceApi<typeof noticeResource, NoticeFilters>(http, noticeResource),
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

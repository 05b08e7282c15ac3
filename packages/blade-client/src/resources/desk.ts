import { noticeResource } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import { joinIds } from '../core/query';
import type { LeaveProcess, Notice } from '../types/desk';
import type { Id, Page } from '../types/envelope';
import { type ListParams, type MutationResult, resourceApi } from './crud';

export interface NoticeFilters {
  title?: string;
  category?: number | string;
}

/** `/blade-desk`: notices and the leave process. */
export function createDeskApi(http: BladeHttp) {
  return {
    notice: {
      ...resourceApi<typeof noticeResource, NoticeFilters>(http, noticeResource),
      /** The caller's unread published notices, newest first, without their content (the bell). */
      unreadList: (params?: ListParams<NoticeFilters>) =>
        http.get<Page<Notice>>('/blade-desk/notice/unread-list', params),
      /** Marks these notices read for the caller. */
      read: (ids: Id | readonly Id[]) =>
        http.postQuery<MutationResult>('/blade-desk/notice/read', { ids: joinIds(ids) }),
      /** Marks every published notice read for the caller. */
      readAll: () => http.postQuery<MutationResult>('/blade-desk/notice/read-all'),
    },
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

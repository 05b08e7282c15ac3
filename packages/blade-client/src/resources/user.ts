import { hashPasswordOnDemand } from '../auth/hashOnDemand';
import type { BladeHttp } from '../core/http';
import { joinIds } from '../core/query';
import type { Id, Page } from '../types/envelope';
import type { UpdatePasswordInput, User, UserFilters, UserPlatform } from '../types/user';
import { crudResource, type ListParams, type MutationResult, only } from './crud';

const USER = '/blade-user';

/** `/blade-user/*` (BladeX: users are their own service). */
export function createUserApi(http: BladeHttp) {
  return {
    ...only(crudResource<User, UserFilters>(http, USER), 'detail', 'submit', 'remove'),
    /** GET `page`: users of a department (`deptId`) with map filters. */
    list: (params?: ListParams<UserFilters>) => http.get<Page<User>>(`${USER}/page`, params),
    /** POST `update` (JSON); a non-empty `password` is re-hashed by the server, so strip it when editing. */
    update: (user: Partial<User>) => http.post<MutationResult>(`${USER}/update`, user),
    updatePlatform: (input: UserPlatform) => http.postQuery<MutationResult>(`${USER}/update-platform`, input),
    platformDetail: (id: Id) => http.get<UserPlatform & Partial<User>>(`${USER}/platform-detail`, { id }),
    /** The signed-in user's record. */
    info: () => http.get<User>(`${USER}/info`),
    resetPassword: (userIds: Id | readonly Id[]) =>
      http.postQuery<MutationResult>(`${USER}/reset-password`, { userIds: joinIds(userIds) }),
    /** Takes plain passwords and sends their md5, as the login does (BladeX), in the body (postForm). */
    updatePassword: async (input: UpdatePasswordInput) =>
      http.postForm<MutationResult>(`${USER}/update-password`, {
        oldPassword: await hashPasswordOnDemand(input.oldPassword),
        newPassword: await hashPasswordOnDemand(input.newPassword),
        newPassword1: await hashPasswordOnDemand(input.newPassword1),
      }),
    /** The signed-in user's own profile (avatar, names, phone, email). */
    updateInfo: (user: Partial<User>) => http.post<MutationResult>(`${USER}/update-info`, user),
    grant: (input: { userIds: Id | readonly Id[]; roleIds: Id | readonly Id[] }) =>
      http.postQuery<MutationResult>(`${USER}/grant`, {
        userIds: joinIds(input.userIds),
        roleIds: joinIds(input.roleIds),
      }),
    /** Approves pending guest registrations (SPEC §6): the users may sign in from now on. */
    auditPass: (userIds: Id | readonly Id[]) =>
      http.postQuery<MutationResult>(`${USER}/audit-pass`, { userIds: joinIds(userIds) }),
    /** Refuses pending guest registrations: the users can never sign in (their sessions end). */
    auditRefuse: (userIds: Id | readonly Id[]) =>
      http.postQuery<MutationResult>(`${USER}/audit-refuse`, { userIds: joinIds(userIds) }),
    /** Clears the login lock-out of the users. */
    unlock: (userIds: Id | readonly Id[]) =>
      http.postQuery<MutationResult>(`${USER}/unlock`, { userIds: joinIds(userIds) }),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;

import type { Id } from './envelope';
import type { Audit, TenantScoped } from './system';

/**
 * `blade_user` (blade-api.md §6.1) with the SPEC §3 fields. `roleId`/`deptId`/`postId` are comma-joined id
 * lists on the wire; the `*Name` fields are filled by the server in lists and details.
 */
export interface User extends Audit, TenantScoped {
  id?: Id;
  code?: string;
  account: string;
  /** Plain text on submit/update (the server hashes it); strip it when editing. Never shown. */
  password?: string;
  /** Nickname. */
  name?: string;
  realName: string;
  /** Link returned by the avatar upload (`resource.oss.putFile`). */
  avatar?: string;
  email?: string;
  phone?: string;
  birthday?: string;
  /** 1 male, 2 female (dict `sex`). */
  sex?: number;
  sexName?: string;
  roleId?: string;
  roleName?: string;
  deptId?: string;
  deptName?: string;
  postId?: string;
  postName?: string;
  /** BladeX user type: 1 web, 2 app, 3 other (see `updatePlatform`). */
  userType?: number;
  userTypeName?: string;
}

/** `user/platform-detail` and `update-platform`: per-platform extension data of a user. */
export interface UserPlatform {
  userId: Id;
  userType: number;
  /** Free-form JSON text. */
  userExt: string;
}

/** `user/update-password` (SPEC §3). */
export interface UpdatePasswordInput {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/** Typed filters of `user/page` (map style: no suffix = LIKE). */
export interface UserFilters {
  account?: string;
  realName?: string;
  deptId?: Id;
  [key: string]: string | number | boolean | undefined | null;
}

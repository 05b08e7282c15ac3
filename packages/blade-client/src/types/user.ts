import type { userResource, WireRow } from '@blade-console/blade-schema';
import type { Id } from './envelope';

/**
 * A user (SPEC §3 "User fields"): the definition's wire row (`userResource`), the names lists and
 * details add and the write-only password. `roleId`/`deptId`/`postId` are comma-joined id lists.
 */
export type User = WireRow<typeof userResource> & {
  /** Plain text on submit/update (the server hashes it); strip it when editing. Never sent back. */
  password?: string;
  roleName?: string;
  deptName?: string;
  postName?: string;
  userTypeName?: string;
};

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

/** A row `user/import-user` refused: its Excel row number, the column (by its header) and why. */
export interface ImportRefusal {
  row: number;
  field: string;
  message: string;
}

/** `user/import-user`: how many users were added and (with `isCovered`) updated. */
export interface UserImportResult {
  added: number;
  updated: number;
}

/**
 * The `data` of an import refused (HTTP 400): every refused row; nothing of the file was written.
 * The message lists the first rows in words.
 */
export interface UserImportRefused {
  refused: ImportRefusal[];
}

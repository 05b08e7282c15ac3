import type { Id } from './envelope';

/** Audit columns carried by most entities (blade-api.md §6). */
export interface Audit {
  createUser?: Id;
  createDept?: Id;
  createTime?: string;
  updateUser?: Id;
  updateTime?: string;
  status?: number;
  isDeleted?: number;
}

/** A system parameter (SPEC §3). */
export interface Param extends Audit {
  id?: Id;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string;
}

/** A menu or button row (blade-api.md §5.1); category 1 menu, 2 button. */
export interface Menu {
  id: Id;
  parentId: Id;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark?: string;
  children?: Menu[];
  hasChildren?: boolean;
  parentName?: string;
  /** Route meta as the console expects it (roles, i18n key); the server may omit it. */
  meta?: { roles?: string[]; i18n?: string; [key: string]: unknown };
}

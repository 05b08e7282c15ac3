/** What a 409 (a stale write, refused) answers in `data`: see `BladeConflictError`. */
export type { ConflictData } from '@blade-console/blade-schema';

/** The Blade response envelope `R<T>` (blade-api.md §2). `success` is `code === 200`. */
export interface R<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** A paged list (blade-api.md §3): one definition with the console's tables. */
export type { Page } from '@blade-console/blade-schema';

/** Paging and sorting parameters; `ascs`/`descs` are comma-separated snake_case columns. */
export interface PageParams {
  current?: number;
  size?: number;
  ascs?: string;
  descs?: string;
}

/** Map-style filters: `name`, `name_like`, `name_equal`, `createTime_dategt`, … (blade-api.md §3). */
export type Filters = Record<string, string | number | boolean | undefined | null>;

/** A node of pickers, grant trees and `tree` endpoints; `key` = `value` = `id`. */
export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
}

/** Ids are snowflake longs, always strings on the wire. */
export type Id = string;
